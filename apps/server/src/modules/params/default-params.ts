import { PARAM_NAMES } from '@exchange/contracts';

export type TParamDefault = { name: string; value: string; description: string; isPublic: boolean };

/**
 * The parameters an operator can change (`npm run ops -- param:set NAME VALUE`). Demo mode offers
 * every registration method; production starts with e-mail only, since SMS needs a real gateway.
 */
export function defaultParams(isDemo: boolean): TParamDefault[] {
  const flag = (on: boolean) => (on ? '1' : '0');
  return [
    { name: PARAM_NAMES.secondsAmounts, value: '10,50,100,500,1000', description: 'Seconds contract: preset opening amounts (comma list)', isPublic: true },
    { name: PARAM_NAMES.secondsFeeRate, value: '0.002', description: 'Seconds contract: fee rate', isPublic: true },
    { name: 'fiat_order_minutes', value: '15', description: "Fiat quick buy: minutes a buy order's rate is locked before it expires unpaid (1-1440)", isPublic: true },
    { name: PARAM_NAMES.appDownloadUrl, value: '', description: 'App download link', isPublic: true },
    { name: PARAM_NAMES.customerServiceEmail, value: 'support@example.com', description: 'Customer-service e-mail', isPublic: true },
    { name: PARAM_NAMES.enableEmailRegister, value: '1', description: 'Offer registration by e-mail (1/0)', isPublic: true },
    { name: PARAM_NAMES.enablePhoneRegister, value: flag(isDemo), description: 'Offer registration by phone (1/0)', isPublic: true },
    { name: PARAM_NAMES.enableEmailVerification, value: '1', description: 'Require an e-mail code to register (1/0)', isPublic: true },
    { name: PARAM_NAMES.enablePhoneVerification, value: '1', description: 'Require an SMS code to register (1/0)', isPublic: true },
    {
      name: 'admin_approval_usdt',
      value: '10000',
      description: 'Operator console: a withdrawal or fiat payout worth more USDT than this waits for a second reviewer',
      isPublic: false,
    },
    {
      name: 'spot_price_band_bps',
      value: '1000',
      description: 'Spot: a limit order priced further than this (basis points, 1000 = 10 %) from the index price is refused',
      isPublic: true,
    },
    {
      name: 'price_feed_hosts',
      value: '',
      description: "Production index feeds: further hosts a feed's URL may name besides its own (comma list; empty: only the known hosts)",
      isPublic: false,
    },
    {
      name: PARAM_NAMES.rootInvitationCode,
      value: '',
      description: 'An invitation code that registers users without a referrer (empty: none)',
      isPublic: false,
    },
    // Real chains (modules/chain): per watched asset, the confirmations a deposit and a sent transaction need, and the hot wallet's ceiling.
    ...['ETH', 'USDT', 'USDC'].flatMap((asset) => [
      { name: `chain_confirmations_${asset}`, value: '12', description: `Real chains: blocks a ${asset} deposit (and a transaction the exchange sent) needs before it counts (1-1000)`, isPublic: true },
      { name: `chain_hot_max_${asset}`, value: '', description: `Real chains: the most ${asset} the hot wallet keeps; the surplus goes to the cold address (empty: no ceiling)`, isPublic: false },
    ]),
  ];
}
