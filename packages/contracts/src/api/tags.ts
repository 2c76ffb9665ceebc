/**
 * One sentence per group of calls (a call's `group`), shown as the description of its OpenAPI tag.
 * A group without one fails the lint of the generated document (openapi-lint.test.ts), so a new
 * group is described when it is added.
 */
export const USER_GROUP_DESCRIPTIONS: Readonly<Record<string, string>> = {
  Account: 'Registration with e-mail or phone codes, log-in and log-out, passwords, account binding, the avatar, the profile and the sessions of the account.',
  Products: 'The products (spot, contracts, seconds, funds, launchpad, flash, fiat), whether the caller may use each, and accepting a risk disclosure.',
  Files: 'Uploading an image: an avatar, a payment proof or an identity photo.',
  Parameters: 'Public configuration parameters read by name (SPEC §7 keeps the spelling `paramter`).',
  'Reference data': 'The enabled languages and the phone area codes.',
  Content: 'The help centre and the about pages, in the language of the request.',
  'Demo outbox': 'Demo mode only: the codes the exchange would have sent, so that a demo or a test completes a registration without a mailbox.',
  'Wallets & transfers': 'Balances of every wallet, transfers between them and the asset records.',
  'Address book': 'Saved withdrawal addresses, guarded by the fund password and a code.',
  Withdrawals: 'Withdrawal requests, their records and cancelling one still under review.',
  Deposits: 'Deposit addresses, declaring a deposit and the deposit records.',
  'Demo funds': 'Demo mode only: the daily claim of demo coins from the demo faucet.',
  Transparency: 'Signed checkpoints of the ledger\'s hash chains, the liabilities and reserves they publish, and each user\'s proof that their balances are counted (docs/transparency.md).',
  'Spot orders': 'Placing, cancelling and listing spot orders, matched by the engine.',
  'Market data': 'Huobi-format market data (tickers, klines, depth, trades), the recorded price ticks and the market catalogue.',
  Contracts: 'Leveraged contracts: their rules, opening, editing stops, closing, cancelling, and the contract account.',
  'Seconds contracts': 'Fixed-time contracts (SPEC §7), answered in their own envelope `{ code: 200, message, result }`.',
  'Credit score': 'The credit score rules and the history of a user\'s score.',
  'Messages and home': 'The home page, the user\'s messages and marking them read.',
  'Identity verification': 'Submitting identity documents (KYC) and reading the state of the verification.',
  'Invites and cashback': 'The invitation link and code, invited friends and the rewards earned from them.',
  Funds: 'Investment funds: the list, a fund\'s terms, buying, holdings and earnings.',
  'New-coin subscriptions': 'Launchpad projects: the list, a project, subscribing and the user\'s subscriptions.',
  'Flash exchange': 'Converting one coin to another at a quoted price.',
  'Fiat quick buy': 'Buying and selling USDT for fiat through payment channels, and the bank details payouts go to.',
  'API keys': 'The keys that sign requests to the Binance-compatible API (/api/v3): create, list, change and delete.',
};

/** The same for the operator calls' groups (ADMIN_CALL_GROUPS). */
export const ADMIN_GROUP_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Operator access': 'Operator log-in with password and TOTP, enrolment, sessions and the operator\'s own password.',
  'Operators, audit and approvals': 'Operator accounts and roles, the audit log and the two-person approvals queue.',
  'Users, reviews and the dashboard': 'The dashboard, users and their ledger, and the reviews of deposits, withdrawals, identity and fiat orders.',
  'Late fiat payments': 'Fiat payments that arrived after their order expired, and the decision on each.',
  Alerts: 'The open operator alerts: settlement jobs that keep failing, winners the house cannot pay yet.',
  Content: 'Editing the help centre, the about pages and the notices, in every language.',
  'Products and markets': 'Product switches and disclosures, spot, contract and seconds markets, and the public parameters.',
  'Funds, launchpad, channels and funding': 'Funds and launchpad projects, fiat channels, and the operator capital of the house accounts.',
  Chains: 'The watched chain: the hot and cold wallets on chain next to the ledger, and the watcher\'s progress (read only).',
};
