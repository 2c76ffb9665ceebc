import {
  CONTRACT_QUOTE,
  contractQuantity,
  displayLiquidationPrice,
  feeOf,
  formatUnits,
  isStopOnRightSide,
  parseUnits,
  positionFee,
  positionValue,
  rateToPpm,
  readAmountOf,
  readContractPrice,
  scaleOf,
  type TMarket,
} from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import type { TContractMarketConfig, TContractOpenInput } from './contract-types';

/**
 * The contract opening form as data (STYLE.md, the dYdX model): input state and a reducer, a
 * summary (position size, value, fee, liquidation price, what leaves the wallet) and an errors
 * function, with no UI in it. One hook (use-contract-form.ts) serves the mobile and the desktop
 * panel. The arithmetic is the server's own (packages/contracts/src/contract/math.ts), in exact
 * bigint units; the checks are the server's, in its order (open-position.ts), so the form shows the
 * message the server would give, before sending.
 */
export type TContractFormState = {
  direction: 'up' | 'down';
  type: 'market' | 'limit';
  /** The chosen leverage; null: the market's first offered one. */
  leverage: number | null;
  /** The margin in USDT, as a canonical decimal (the field reads the user's own number format). */
  margin: string;
  price: string;
  stopLoss: string;
  takeProfit: string;
  /** Set by a try to open: from then on, errors are shown beside their fields. */
  isChecked: boolean;
};

export const INITIAL_CONTRACT_FORM: TContractFormState = {
  direction: 'up',
  type: 'market',
  leverage: null,
  margin: '',
  price: '',
  stopLoss: '',
  takeProfit: '',
  isChecked: false,
};

export type TContractFormField = 'margin' | 'price' | 'stopLoss' | 'takeProfit';

export type TContractFormAction =
  | { type: 'direction'; value: 'up' | 'down' }
  | { type: 'orderType'; value: 'market' | 'limit' }
  | { type: 'leverage'; value: number }
  | { type: 'field'; field: TContractFormField; value: string }
  | { type: 'checked' }
  /** A new market, or an order sent: the amounts start over; direction, type and leverage stay. */
  | { type: 'reset' };

export function contractFormReducer(state: TContractFormState, action: TContractFormAction): TContractFormState {
  switch (action.type) {
    case 'direction':
      // The stops' sides flip with the direction: keeping them would only show errors.
      return action.value === state.direction ? state : { ...state, direction: action.value, stopLoss: '', takeProfit: '' };
    case 'orderType':
      return { ...state, type: action.value };
    case 'leverage':
      return { ...state, leverage: action.value };
    case 'field':
      return { ...state, [action.field]: action.value };
    case 'checked':
      return { ...state, isChecked: true };
    case 'reset':
      return { ...state, margin: '', price: '', stopLoss: '', takeProfit: '', isChecked: false };
  }
}

/** What the rest of the world tells the form: the market, its parameters, the wallet and the index price. */
export type TContractFormContext = {
  market: TMarket;
  /** The market's parameters from /contract/config; undefined while loading. */
  config: TContractMarketConfig | undefined;
  /** Available USDT in the contract wallet; undefined while loading or logged out (the server checks anyway). */
  available: string | undefined;
  /** The newest recorded index price ('' when none is fresh). */
  indexPrice: string;
};

/** A rule the form breaks, as data: the server's message key, its placeholders, the field it concerns. */
export type TContractFormError = { key: TMessageKey; values?: Record<string, string>; field: TContractFormField | 'leverage' | 'form' };

/**
 * What opening would do, as decimal strings (null: not known yet). `reference` is the price it opens
 * at (the index price for market, the limit for limit); `quantity` the size in the base coin
 * (rounded down); `value` the position value Q·P; `fee` the opening fee (a limit order freezes the
 * largest it can owe, margin × leverage × rate); `cost` what leaves the available balance (margin +
 * fee); `liquidationPrice` the shown threshold (rounded toward the side that warns earlier).
 */
export type TContractSummary = {
  leverage: number | null;
  reference: string | null;
  quantity: string | null;
  value: string | null;
  fee: string | null;
  cost: string | null;
  liquidationPrice: string | null;
};

const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/** The leverage in force: the chosen one if the market offers it, else the market's first. */
export function leverageOf(state: Pick<TContractFormState, 'leverage'>, config: TContractMarketConfig | undefined): number | null {
  if (!config || config.leverages.length === 0) return null;
  return state.leverage !== null && config.leverages.includes(state.leverage) ? state.leverage : config.leverages[0];
}

function priceTicks(market: TMarket, text: string): bigint | null {
  const ticks = readContractPrice(market, text.trim());
  return typeof ticks === 'bigint' ? ticks : null;
}

function referenceTicks(state: TContractFormState, ctx: TContractFormContext): bigint | null {
  return priceTicks(ctx.market, state.type === 'limit' ? state.price : ctx.indexPrice);
}

function marginUnits(state: TContractFormState): bigint | null {
  const read = readAmountOf(state.margin, CONTRACT_QUOTE);
  return read.units !== undefined && read.units > 0n ? read.units : null;
}

/** The fee the opening charges (market) or freezes (limit: the largest it can owe). */
function openingFee(state: TContractFormState, market: TMarket, margin: bigint, leverage: bigint, lots: bigint, reference: bigint, ratePpm: bigint): bigint {
  return state.type === 'limit' ? feeOf(margin * leverage, ratePpm) : positionFee(market, lots, reference, ratePpm);
}

/** The form's summary: pure, so both views render exactly what it returns. */
export function contractSummary(state: TContractFormState, ctx: TContractFormContext): TContractSummary {
  const leverage = leverageOf(state, ctx.config);
  const reference = referenceTicks(state, ctx);
  const none: TContractSummary = {
    leverage,
    reference: reference === null ? null : formatUnits(reference, ctx.market.pricePrecision),
    quantity: null,
    value: null,
    fee: null,
    cost: null,
    liquidationPrice: null,
  };
  const margin = marginUnits(state);
  const mmr = ctx.config ? rateToPpm(ctx.config.mmr) : null;
  const openFee = ctx.config ? rateToPpm(ctx.config.openFeeRate) : null;
  if (leverage === null || reference === null || mmr === null || mmr >= 1_000_000n) return none;
  const lev = BigInt(leverage);
  const liquidation = displayLiquidationPrice(state.direction, reference, lev, mmr);
  const withLiquidation = { ...none, liquidationPrice: formatUnits(liquidation, ctx.market.pricePrecision) };
  if (margin === null || openFee === null) return withLiquidation;
  const lots = contractQuantity(ctx.market, margin, lev, reference);
  const fee = openingFee(state, ctx.market, margin, lev, lots, reference, openFee);
  return {
    ...withLiquidation,
    quantity: formatUnits(lots, ctx.market.quantityPrecision),
    value: formatUnits(positionValue(ctx.market, lots, reference, 'down'), USDT_SCALE),
    fee: formatUnits(fee, USDT_SCALE),
    cost: formatUnits(margin + fee, USDT_SCALE),
  };
}

/**
 * Every rule the opening breaks, in the server's order (open-position.ts), so the first one is the
 * message the server would give: leverage, margin (required, readable, bounds), a fresh price, the
 * limit price and its side, the stops and their sides, a quantity of at least one unit, and the
 * available balance (margin + fee).
 */
export function contractErrors(state: TContractFormState, ctx: TContractFormContext): TContractFormError[] {
  const errors: TContractFormError[] = [];
  const { market, config } = ctx;
  const add = (key: TMessageKey, field: TContractFormError['field'], values?: Record<string, string>) =>
    errors.push(values ? { key, field, values } : { key, field });
  const pair = `${market.base}/${market.quote}`;
  if (config && !config.enabled) add('contractMarketOff', 'form', { symbol: pair });
  const leverage = leverageOf(state, config);
  if (config && leverage === null) add('contractLeverage', 'leverage');
  const read = readAmountOf(state.margin, CONTRACT_QUOTE);
  const margin = read.units ?? null;
  if (read.problem) add(read.problem, 'margin');
  else if (margin === 0n) add('enterAmount', 'margin');
  else if (config && margin !== null) {
    const min = parseUnits(config.minMargin, USDT_SCALE);
    const max = parseUnits(config.maxMargin, USDT_SCALE);
    if (min !== null && margin < min) add('contractMarginMin', 'margin', { min: config.minMargin });
    if (max !== null && margin > max) add('contractMarginMax', 'margin', { max: config.maxMargin });
  }
  const index = priceTicks(market, ctx.indexPrice);
  if (config && index === null) add('contractNoPrice', 'form', { symbol: pair });
  let reference = index;
  if (state.type === 'limit') {
    const limit = priceTicks(market, state.price);
    if (limit === null) add('enterProperPrice', 'price');
    else if (index !== null && (state.direction === 'up' ? limit >= index : limit <= index)) {
      add('contractLimitSide', 'price', { price: formatUnits(index, market.pricePrecision) });
    }
    reference = limit;
  }
  const stop = (kind: 'stopLoss' | 'takeProfit', key: 'contractStopLossInvalid' | 'contractTakeProfitInvalid') => {
    const text = state[kind].trim();
    if (text === '') return;
    const ticks = priceTicks(market, text);
    if (ticks === null || (reference !== null && !isStopOnRightSide(state.direction, kind, ticks, reference))) add(key, kind);
  };
  stop('stopLoss', 'contractStopLossInvalid');
  stop('takeProfit', 'contractTakeProfitInvalid');
  if (margin !== null && margin > 0n && leverage !== null && reference !== null) {
    const lev = BigInt(leverage);
    const lots = contractQuantity(market, margin, lev, reference);
    if (lots === 0n) add('contractTooSmall', 'margin');
    const openFee = config ? rateToPpm(config.openFeeRate) : null;
    const available = ctx.available === undefined ? null : parseUnits(ctx.available, USDT_SCALE);
    if (openFee !== null && available !== null && margin + openingFee(state, market, margin, lev, lots, reference, openFee) > available) {
      add('insufficientBalance', 'margin');
    }
  }
  return errors;
}

/** The error to show beside a field: only after a try to open, and only the first for that field. */
export function contractFieldError(state: TContractFormState, errors: TContractFormError[], field: TContractFormError['field']): TContractFormError | null {
  return state.isChecked ? errors.find((e) => e.field === field) ?? null : null;
}

/**
 * The margin for a preset share of the available balance, so that margin + the opening fee never
 * passes that share: margin = budget ÷ (1 + L·rate), rounded down to the unit ('' when 0). The fee
 * bound is the largest a limit order freezes, which is never below a market order's fee.
 */
export function presetMargin(available: string, percent: number, leverage: number | null, openFeeRate: string | undefined): string {
  const units = parseUnits(available, USDT_SCALE);
  const rate = openFeeRate ? rateToPpm(openFeeRate) : null;
  if (units === null || units <= 0n || leverage === null || rate === null) return '';
  const budget = (units * BigInt(Math.round(percent))) / 100n;
  let margin = (budget * 1_000_000n) / (1_000_000n + BigInt(leverage) * rate);
  while (margin > 0n && margin + feeOf(margin * BigInt(leverage), rate) > budget) margin -= 1n;
  return margin > 0n ? formatUnits(margin, USDT_SCALE) : '';
}

/** The request for a checked form (the server reads the same fields with the same schema). */
export function contractOpenRequestOf(state: TContractFormState, ctx: TContractFormContext): TContractOpenInput | null {
  const leverage = leverageOf(state, ctx.config);
  if (leverage === null) return null;
  return {
    symbol: ctx.market.symbol,
    direction: state.direction,
    multiple: leverage,
    openAmount: state.margin.trim(),
    type: state.type,
    price: state.type === 'limit' ? state.price.trim() : '',
    stopLoss: state.stopLoss.trim(),
    takeProfit: state.takeProfit.trim(),
  };
}
