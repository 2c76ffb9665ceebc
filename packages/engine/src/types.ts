/**
 * Engine units are integers held in JS numbers (checked safe): prices in ticks of the market's
 * price precision, quantities in lots of its quantity precision, and a market buy's budget in
 * tick-lots (price × quantity). The caller converts to and from exact bigint money at the edges.
 */
export type TSide = 'buy' | 'sell';
export type TOrderKind = 'LMT' | 'MKT';
/** GTC rests; IOC trades what it can at once and drops the rest; FOK trades all of it at once or nothing. */
export type TTimeInForce = 'GTC' | 'IOC' | 'FOK';
/** Self-trade prevention: what happens when an order would trade with its owner's resting order. */
export type TSelfTrade = 'cancel-taker' | 'cancel-maker' | 'cancel-both';

export type TOrderId = number;
export type TOwnerId = number;

export type TIncomingOrder = {
  id: TOrderId;
  owner: TOwnerId;
  side: TSide;
  kind: TOrderKind;
  /** Limit price in ticks (LMT only). */
  price?: number;
  /** Quantity in lots: an LMT order, or a MKT sell. */
  quantity?: number;
  /** A MKT buy spends up to this many tick-lots. */
  budget?: number;
  /**
   * A MKT order's protective price limit in ticks (slippage protection): a buy never trades above
   * it, a sell never below it; what it would have traded beyond is cancelled (reason
   * 'price-protection'). Without it a market order walks the whole book, as before.
   */
  limitPrice?: number;
  timeInForce?: TTimeInForce;
  postOnly?: boolean;
  selfTrade?: TSelfTrade;
};

export type TFill = {
  makerId: TOrderId;
  makerOwner: TOwnerId;
  takerId: TOrderId;
  takerOwner: TOwnerId;
  /** The maker's price: trades happen at the resting order's price. */
  price: number;
  quantity: number;
  /** True when the fill used up the maker order. */
  isMakerDone: boolean;
};

export type TOrderOutcome =
  /** Rests on the book with `remaining` lots (after any fills). */
  | 'resting'
  /** Fully filled. */
  | 'filled'
  /** Ended with a remainder that was not placed: IOC, market order, or self-trade prevention. */
  | 'cancelled'
  /** Refused without any effect: a post-only order that would take. */
  | 'rejected';

export type TPlaceResult = {
  outcome: TOrderOutcome;
  fills: TFill[];
  /** Lots left on the book (resting) or dropped (cancelled). */
  remaining: number;
  /** For a MKT buy, the unspent budget in tick-lots. */
  budgetLeft: number;
  /** Resting orders of the same owner removed by self-trade prevention. */
  cancelledMakers: TOrderId[];
  /**
   * Why an order ended with a remainder: 'price-protection' when a market order stopped at its
   * limitPrice while the book beyond it could have taken more (`remaining` lots of a sell, or
   * `budgetLeft` of a buy, were not traded because of it).
   */
  reason?: 'post-only-would-take' | 'self-trade' | 'no-liquidity' | 'price-protection' | 'fill-or-kill';
};

export type TRestingOrder = {
  id: TOrderId;
  owner: TOwnerId;
  side: TSide;
  price: number;
  remaining: number;
};
