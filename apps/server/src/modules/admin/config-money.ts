import { PARAM_NAMES } from '@exchange/contracts';

/**
 * THE list of money parameters of the parameters table (issue 18 "changes to money parameters need
 * a second operator's approval"): a fee, an amount, a limit, a minimum, a threshold. Setting one
 * from the console is held for a second operator; other parameters apply at once. A parameter
 * added later whose name says money (a word of MONEY_WORDS between its underscores, e.g.
 * `withdraw_min_usdt`) counts as one too, so a new money parameter is never left unguarded by
 * being forgotten here. (The invite ratios and cashback live in invite_settings, `invite:set`, not
 * in this table; the contract and seconds money fields are CONTRACT_MONEY_FIELDS and
 * SECONDS_MONEY_FIELDS in the contracts.)
 */
export const MONEY_PARAMS: readonly string[] = [
  PARAM_NAMES.secondsAmounts,
  PARAM_NAMES.secondsFeeRate,
  'admin_approval_usdt',
  // Risk parameters of the prices (issue 24): how far from the index a limit order may print, and
  // which outside hosts a feed may be read from. One operator alone must not widen either.
  'spot_price_band_bps',
  'price_feed_hosts',
];

const MONEY_WORDS = new Set(['fee', 'fees', 'amount', 'amounts', 'limit', 'limits', 'min', 'max', 'minimum', 'maximum', 'threshold', 'ratio', 'cashback', 'usdt', 'rate', 'margin']);

/**
 * Risk parameters by prefix (issue 28): a watched chain's confirmation counts, per asset. Fewer
 * confirmations would let a re-organisation take back a deposit already credited, so one operator
 * alone cannot lower them.
 */
const RISK_PREFIXES = ['chain_confirmations_'];

/** Whether setting this parameter waits for a second operator. */
export function isMoneyParam(name: string): boolean {
  return (
    MONEY_PARAMS.includes(name) ||
    RISK_PREFIXES.some((prefix) => name.startsWith(prefix)) ||
    name.toLowerCase().split(/[_.-]/).some((word) => MONEY_WORDS.has(word))
  );
}
