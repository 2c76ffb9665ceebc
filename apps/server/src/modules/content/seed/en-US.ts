import type { TContentSeed } from './structure.js';

/** English (the fallback locale). support@example.com stands for the operator's own address. */
export const enUS: TContentSeed = {
  tabs: {
    'getting-started': 'Getting started',
    'deposits-withdrawals': 'Deposits & withdrawals',
    trading: 'Trading',
    'security-account': 'Security & account',
  },
  articles: {
    'create-account': {
      title: 'Creating an account',
      summary: 'Register with an e-mail address or a phone number and an invitation code.',
      content: [
        'You can register with an e-mail address or with a phone number (area code plus number). The registration page shows only the methods the exchange currently offers.',
        'Registration needs an invitation code of at least 3 characters. If you arrived through an invitation link, the code is already filled in.',
        'We send a 6-digit verification code to your e-mail or phone. It is valid for 10 minutes, and you can request a new one after 60 seconds. Choose a login password of 8 to 24 characters that starts with a letter. Once registered, you are logged in straight away.',
      ],
    },
    'identity-verification': {
      title: 'Identity verification (KYC)',
      summary: 'Why we verify your identity and what you need to submit.',
      content: [
        'Identity verification (KYC) is required before you can use the exchange’s other functions. It protects you and other users against fraud and money laundering.',
        'On the real-name page, enter your real name and ID number exactly as they appear on your identity document, then upload clear photos of its front and back. All four corners must be visible and the text must be readable.',
        'Your application shows as under review until it has been checked, and then as verified. Verified data cannot be changed, so check everything carefully before you submit.',
      ],
    },
    'coin-and-contract-accounts': {
      title: 'Coin account and contract account',
      summary: 'What each account is for and how to transfer between them.',
      content: [
        'Your assets are held in two accounts. The coin account receives your deposits and is used for spot trading, flash exchange and withdrawals. The contract account is used for contract trading.',
        'To move funds between them, open Assets, choose Transfer, select the currency and the direction, and enter the amount (at least 0.00001). A transfer between your own accounts takes effect immediately.',
        'Frozen amounts, such as funds held by unfinished orders or by withdrawals under review, cannot be transferred until they are released.',
      ],
    },
    deposit: {
      title: 'How to deposit',
      summary: 'Deposit address, network confirmations and the minimum deposit.',
      content: [
        'Open Assets, choose Deposit and select the currency and the network. Copy the address or scan the QR code, and send only that currency over that network. Assets sent over a different network or to a wrong address may be lost for good.',
        'A deposit is credited after 12 network confirmations. If the page asks for it, upload a screenshot of your transfer as proof; it helps us match the deposit to your account.',
        'The minimum deposit is worth 1 USDT. A smaller deposit is not credited and cannot be refunded.',
      ],
    },
    withdrawal: {
      title: 'How to withdraw',
      summary: 'Saved addresses, fees, review and payment.',
      content: [
        'First add the destination address to your address book, with a note if you like, so you recognise it later. Check the network carefully: a withdrawal to an address on a different network cannot be recovered.',
        'Enter the amount. The page shows the fee, the amount that will actually arrive, and the minimum and maximum for a single withdrawal. Confirm with your 6-digit fund password.',
        'Every withdrawal is reviewed before it is paid, and the amount stays frozen during the review. Once approved, it is sent to the network and arrives after 12 network confirmations. If it is rejected, the frozen amount returns to your available balance.',
      ],
    },
    'deposit-withdrawal-records': {
      title: 'Deposit and withdrawal records',
      summary: 'What the status of a record means.',
      content: [
        'Every deposit and withdrawal appears in your records with one of three statuses: pending review, finished or rejected.',
        'Pending review means the request has been received and is being checked. Finished means the deposit has been credited or the withdrawal has been paid. Rejected means it was not processed; for a withdrawal, the frozen amount has been returned to your available balance.',
        'Daily data maintenance runs from 03:00 to 05:00 (UTC+0), and processing may be slower then. If a record stays pending for longer than expected, contact customer service with the currency, amount, time and transaction hash.',
      ],
    },
    'spot-orders': {
      title: 'Spot trading: limit and market orders',
      summary: 'Buy and sell coins with limit and market orders.',
      content: [
        'Spot trading exchanges one coin for another, for example BTC against USDT. Choose a pair in the market list, then buy or sell.',
        'A limit order (LMT) trades only at the price you set or better, and waits in the order book until it is filled or cancelled. A market order (MKT) trades at once at the best prices in the order book, so the average price can differ from the last price shown.',
        'The funds an unfinished order needs are frozen. You can cancel an unfinished order at any time under current orders, and the unfilled part is released immediately. Finished and cancelled orders appear in your order history.',
      ],
    },
    'contract-trading': {
      title: 'Contract trading',
      summary: 'Leverage, stop loss, take profit and the risk of loss.',
      content: [
        'In contract trading you open a position on the price going up or down, with a leverage multiple of your choice. Leverage multiplies gains and losses alike: a small move against you can cause a large loss.',
        'You can set a stop loss and a take profit. The position closes automatically when the market price reaches either of them, and you can close it yourself at any time. If the loss reaches your margin, the position is liquidated and the margin is lost.',
        'Profit and loss are calculated only from recorded market prices; nobody at the exchange can change the price applied to your position. Only trade with money you can afford to lose.',
      ],
    },
    'seconds-contracts': {
      title: 'Seconds contracts',
      summary: 'How timed up-or-down contracts are settled.',
      content: [
        'A seconds contract is a timed order on the direction of the price. You choose a duration, an amount and up or down. The minimum amount, the payout rate and the fee for each duration are shown before you open the order.',
        'When the countdown ends, the closing price is compared with the opening price. If the price has moved in the direction you chose, the order wins and pays out at the rate shown; otherwise it loses, and the amount you opened with is lost.',
        'The outcome comes only from recorded market prices, and nobody can set or change it. Seconds contracts are high risk: you can lose your entire stake within seconds.',
      ],
    },
    passwords: {
      title: 'Login password and fund password',
      summary: 'Two passwords protect your account and your funds.',
      content: [
        'Your login password opens your account. It must be 8 to 24 characters long and start with a letter. You can change it in the security centre with your old password; if you have forgotten it, reset it with Forgot password and a verification code.',
        'The fund password is a separate 6-digit number that confirms withdrawals and other operations that move funds. Set it in the security centre, and avoid birthdays and easy sequences such as 123456.',
        'Never tell anyone either password. Staff of the exchange will never ask you for them.',
      ],
    },
    'verification-codes': {
      title: 'Verification codes',
      summary: 'How e-mail and SMS codes work and how long they are valid.',
      content: [
        'To register, reset your password or bind an e-mail address or phone number, you receive a 6-digit verification code. Each code is valid for 10 minutes and can be used only once.',
        'You can request a new code after 60 seconds. After 5 wrong attempts a code stops working, and you need to request a new one.',
        'If a code does not arrive, check your spam folder and make sure the address or number is correct. Never share a code with anyone, including people who claim to work for the exchange.',
      ],
    },
    'account-safety': {
      title: 'Keeping your account safe',
      summary: 'Bind a second contact method and recognise phishing.',
      content: [
        'Bind both an e-mail address and a phone number in the security centre, so that you can still recover your account if you lose access to one of them.',
        'Check the website address before you log in, and install apps only from official sources. The exchange never asks for your passwords or verification codes, whether by e-mail, phone or chat.',
        'Log out on shared devices. If you see activity you do not recognise, change your login password and fund password at once and contact customer service.',
      ],
    },
  },
  pages: {
    us: {
      title: 'About us',
      content: [
        'The exchange is a platform for trading crypto-assets, built on open-source software. It offers spot trading, flash exchange, contract and seconds-contract trading, funds and new-coin subscriptions, in 14 languages.',
        'We believe an exchange should be honest by design. Prices and settlements come only from recorded market data, every change to your balance is recorded with its reason, and the rules of each product are published in the help centre.',
        'Trading crypto-assets carries risk. We explain how each product works so that you can decide with full information, and we never promise returns.',
      ],
    },
    protocol: {
      title: 'User agreement',
      content: [
        'This agreement applies between you and the operator of the exchange whenever you use the website, the apps or any of the services. By registering or using the services, you accept it. If you do not agree, please do not use the services.',
        'You must be of legal age and permitted by the laws of your country to use crypto-asset services. You must provide true information, complete identity verification when asked, and keep your passwords and verification codes secret. You are responsible for everything done with your account.',
        'You may not use the services for money laundering, fraud, market manipulation or any other unlawful purpose, nor attack or misuse the platform. We may restrict or close accounts that break these rules or the law, and may delay or refuse a withdrawal to protect users or to comply with the law.',
        'Trading results depend on the market. We do not guarantee any profit, and we are not responsible for losses caused by market movements, by your own decisions, or by wrong addresses or networks you enter.',
        'We may update this agreement. Material changes are announced on the platform before they take effect; by continuing to use the services afterwards, you accept the updated agreement.',
      ],
    },
    legal: {
      title: 'Legal statement and risk disclosure',
      content: [
        'Crypto-assets are highly volatile: their price can fall sharply, even to zero, in a short time. Contract trading uses leverage, which magnifies losses as well as gains, and a position can be liquidated with the loss of its margin. A seconds contract can lose its entire amount within seconds.',
        'Nothing on this platform is investment, legal or tax advice. Information about coins, funds and subscription projects comes from their issuers or from public sources, and we cannot guarantee that it is accurate. Past performance and stated rates do not promise future returns.',
        'Crypto-asset services are regulated differently from country to country and are prohibited in some. You are responsible for making sure that you may use them, and for any taxes on your gains.',
        'Services may be interrupted by maintenance, network congestion, failures of blockchain networks or other events beyond our control. Except where the law provides otherwise, we are not liable for losses arising from such events.',
        'The content, design and trademarks of the platform may not be copied or used without permission.',
      ],
    },
    policy: {
      title: 'Privacy policy',
      content: [
        'We collect only what we need to run your account and to meet our legal obligations: your e-mail address or phone number, your identity data and ID photos, your transaction and login records (including IP address and device information), and the messages you send to customer service.',
        'We use this data to provide and secure the services, verify your identity, prevent fraud and money laundering, and comply with the law. We do not sell your personal data.',
        'We share data only with service providers that help us run the platform, such as e-mail and SMS delivery, under confidentiality obligations, and with authorities where the law requires it.',
        'Passwords are stored only as irreversible hashes, and access to identity documents is limited to the staff who need it. We keep your data for as long as your account exists, and afterwards for as long as the law requires.',
        'You may ask to see, correct or delete your data within the limits of the law; verified identity data cannot be changed. Write to support@example.com.',
      ],
    },
    connect: {
      title: 'Contact us',
      content: [
        'For questions about your account, deposits, withdrawals or trading, write to support@example.com from the e-mail address registered with your account, or mention your UID.',
        'For a deposit or withdrawal, include the currency, amount, time and transaction hash. Never include your passwords or verification codes: we will never ask for them.',
        'We reply to every message in the order in which it arrives.',
      ],
    },
    customer: {
      title: 'Customer service',
      content: [
        'Customer service answers by e-mail at support@example.com. Many questions are answered faster in the help centre.',
        'When you write to us, give your UID, describe the problem and attach screenshots if they help. For a deposit or withdrawal, include the transaction hash.',
        'Customer service will never ask for your login password, fund password or verification codes, and will never ask you to send funds to any address. Anyone who does is not from the exchange.',
      ],
    },
  },
};
