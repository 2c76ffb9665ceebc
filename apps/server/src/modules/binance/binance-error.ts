import { BINANCE_ERRORS, type TBinanceErrorName } from '@exchange/contracts';
import { translate, type TMessageKey } from '@exchange/i18n';
import { AppError } from '../../platform/errors.js';

/**
 * A refusal of the Binance-compatible API: Binance's code, HTTP status and message
 * (contracts/binance/errors.ts), with a detail when Binance's message names one (the parameter,
 * the filter). `retryAfter` (seconds) goes into Retry-After on 429 and 418.
 */
export class BinanceError extends Error {
  constructor(
    readonly kind: TBinanceErrorName,
    readonly detail?: string,
    readonly retryAfter?: number,
  ) {
    super(detail ?? BINANCE_ERRORS[kind].msg);
  }

  get status(): number {
    return BINANCE_ERRORS[this.kind].status;
  }

  get body(): { code: number; msg: string } {
    return { code: BINANCE_ERRORS[this.kind].code, msg: this.detail ?? BINANCE_ERRORS[this.kind].msg };
  }
}

export const mandatory = (param: string) => new BinanceError('mandatoryParam', `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.`);
export const illegal = (param: string) => new BinanceError('illegalChars', `Illegal characters found in parameter '${param}'.`);
const filter = (name: string) => new BinanceError('filterFailure', `Filter failure: ${name}`);

/** The exchange's own refusals (AppError keys) in Binance's terms; the English message is kept where Binance has no word for it. */
const FROM_APP: Partial<Record<TMessageKey, () => BinanceError>> = {
  marketNotFound: () => new BinanceError('badSymbol'),
  enterProperPrice: () => filter('PRICE_FILTER'),
  priceOutsideBand: () => filter('PERCENT_PRICE_BY_SIDE'),
  enterQuantity: () => filter('LOT_SIZE'),
  quantityPrecision: () => filter('LOT_SIZE'),
  amountAboveMaximum: () => filter('LOT_SIZE'),
  orderValueTooSmall: () => filter('NOTIONAL'),
  orderValueTooLarge: () => filter('NOTIONAL'),
  insufficientBalance: () => new BinanceError('newOrderRejected', 'Account has insufficient balance for requested action.'),
  postOnlyWouldTake: () => new BinanceError('newOrderRejected', 'Order would immediately match and take.'),
  marketPaused: () => new BinanceError('newOrderRejected', 'Market is closed.'),
  orderNotOpen: () => new BinanceError('cancelRejected'),
  noData: () => new BinanceError('noSuchOrder'),
  tooManyRequests: () => new BinanceError('tooManyRequests', undefined, 60),
};

/** Product access (country, identity, disclosure, switched off): 403, with the reason in English. */
const ACCESS_KEYS = new Set<TMessageKey>(['productOff', 'productCountry', 'productNoCountry', 'productKyc', 'productDisclosure', 'pleaseLogin']);

export function fromAppError(error: AppError): BinanceError {
  const mapped = FROM_APP[error.key];
  if (mapped) return mapped();
  const text = translate('en-US', error.key, error.options.vars);
  if (ACCESS_KEYS.has(error.key)) return new BinanceError('unauthorized', `You are not authorized to execute this request. ${text}`);
  return new BinanceError('unknown', text);
}
