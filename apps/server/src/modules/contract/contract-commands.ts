import type { Kysely } from 'kysely';
import { CONTRACT_MARKETS, CONTRACT_QUOTE, findContractMarket, formatAmount, isCountryCode, ppmToRate, rateToPpm, readAmountOf } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { leverageCapOf, loadContractParams, paramsOf, rowOf, seedContractMarkets, type TContractParams } from './contract-markets.js';
import { fundHouseAccount, HOUSE, INSURANCE, systemBalance } from './house.js';
import { contractRepository } from './contract.repository.js';

/**
 * The operator's commands for contracts (`npm run ops -- contract:list | contract:set`): the
 * per-market parameters and the countries' leverage caps, each change recorded with who and when.
 * Nothing here is a price, an outcome or a balance (ARCHITECTURE.md "Integrity").
 */

/** What contract:set may change. Nothing here is a price, an outcome or a balance. */
export const CONTRACT_FIELDS = [
  'enabled',
  'leverages',
  'maxLeverage',
  'mmr',
  'openFee',
  'closeFee',
  'liquidationFee',
  'minMargin',
  'maxMargin',
  'oiLimit',
  'adverseMove',
] as const;

function parseRate(field: string, value: string, { max = 999_999n, min = 0n } = {}): bigint {
  const ppm = rateToPpm(value);
  if (ppm === null || ppm > max || ppm < min) throw new Error(`${field} takes a rate from ${ppmToRate(min)} to ${ppmToRate(max)} (e.g. 0.005 for 0.5 %)`);
  return ppm;
}

function parseUsdt(field: string, value: string): bigint {
  const read = readAmountOf(value, CONTRACT_QUOTE);
  if (read.problem || read.units <= 0n) throw new Error(`${field} takes a positive USDT amount`);
  return read.units;
}

function parseWhole(field: string, value: string): bigint {
  if (!/^\d{1,4}$/.test(value) || BigInt(value) < 1n) throw new Error(`${field} takes a whole number from 1 to 9999`);
  return BigInt(value);
}

/** The parameters after one change, or an error saying what the field accepts. */
export function applyField(params: TContractParams, field: string, value: string): TContractParams {
  const next = { ...params };
  switch (field) {
    case 'enabled':
      if (value !== '0' && value !== '1') throw new Error('enabled takes 0 (off) or 1 (on)');
      next.isEnabled = value === '1';
      break;
    case 'leverages': {
      const list = [...new Set(value.split(',').map((v) => parseWhole('leverages', v.trim())))].sort((a, b) => (a < b ? -1 : 1));
      if (list.length === 0 || list.length > 20) throw new Error('leverages takes 1 to 20 whole numbers, comma-separated');
      next.leverages = list;
      break;
    }
    case 'maxLeverage':
      next.maxLeverage = parseWhole(field, value);
      break;
    case 'mmr':
      next.mmrPpm = parseRate(field, value, { max: 500_000n, min: 1n });
      break;
    case 'openFee':
      next.openFeePpm = parseRate(field, value, { max: 100_000n });
      break;
    case 'closeFee':
      next.closeFeePpm = parseRate(field, value, { max: 100_000n });
      break;
    case 'liquidationFee':
      next.liquidationFeePpm = parseRate(field, value, { max: 100_000n });
      break;
    case 'minMargin':
      next.minMargin = parseUsdt(field, value);
      break;
    case 'maxMargin':
      next.maxMargin = parseUsdt(field, value);
      break;
    case 'oiLimit':
      next.oiLimit = parseUsdt(field, value);
      break;
    case 'adverseMove':
      next.adverseMovePpm = parseRate(field, value, { max: 1_000_000n, min: 1n });
      break;
    default:
      throw new Error(`unknown field ${field}: one of ${CONTRACT_FIELDS.join(', ')}, or cap:CC (a country's leverage cap; - removes it)`);
  }
  if (next.minMargin > next.maxMargin) throw new Error('minMargin must not exceed maxMargin');
  // At mmr × leverage ≥ 1 a position would be at its liquidation level the moment it opens.
  const highest = next.leverages.reduce((a, b) => (b > a && b <= next.maxLeverage ? b : a), 0n);
  if (next.mmrPpm * highest >= 1_000_000n) throw new Error(`mmr × leverage must stay below 1 (mmr ${ppmToRate(next.mmrPpm)}, leverage ${highest})`);
  // A liquidation must leave the fee something to take before the margin is gone.
  if (next.liquidationFeePpm > next.mmrPpm * 10n) throw new Error('liquidationFee must not exceed ten times mmr');
  return next;
}

export function formatParams(p: TContractParams, row?: { updated_at: bigint; updated_by: string }): string {
  const changed = row ? `  (${new Date(Number(row.updated_at)).toISOString()} by ${row.updated_by})` : '';
  return (
    `${p.symbol.padEnd(8)} enabled=${p.isEnabled ? 1 : 0} leverages=${p.leverages.join(',')} maxLeverage=${p.maxLeverage} mmr=${ppmToRate(p.mmrPpm)}` +
    ` openFee=${ppmToRate(p.openFeePpm)} closeFee=${ppmToRate(p.closeFeePpm)} liquidationFee=${ppmToRate(p.liquidationFeePpm)}` +
    ` minMargin=${formatAmount(p.minMargin, CONTRACT_QUOTE)} maxMargin=${formatAmount(p.maxMargin, CONTRACT_QUOTE)}` +
    ` oiLimit=${formatAmount(p.oiLimit, CONTRACT_QUOTE)} adverseMove=${ppmToRate(p.adverseMovePpm)}${changed}`
  );
}

/** `npm run ops -- contract:list`: every market's parameters, then the countries' leverage caps. */
export async function listContractMarketsForOps(ctx: { db: Kysely<TDatabase>; clock: TClock }): Promise<string> {
  await seedContractMarkets(ctx);
  const rows = await contractRepository.allMarkets(ctx.db);
  const caps = await contractRepository.allLeverageCaps(ctx.db);
  return [...rows.map((r) => formatParams(paramsOf(r), r)), `leverage caps: ${caps.map((c) => `${c.country}=${c.max_leverage}`).join(' ') || '-'}`].join('\n');
}

/** Who changes a parameter and why, as recorded (ops passes its own action name, the console its action). */
export type TContractChangeBy = { operator: string; reason?: string; approvedBy?: string | null; action?: string };

/**
 * A country's leverage cap (null removes it), recorded with before and after in the same
 * transaction. Shared by `contract:set cap` and the operator console.
 * @throws Error with what is wrong with the input
 */
export async function setLeverageCap(ctx: { db: Kysely<TDatabase>; clock: TClock }, change: { country: string; cap: string | null }, by: TContractChangeBy): Promise<{ country: string; before: number | null; after: number | null }> {
  const country = change.country.toUpperCase();
  if (!isCountryCode(country)) throw new Error(`not an ISO 3166-1 alpha-2 country code: ${change.country}`);
  const cap = change.cap === null ? null : parseWhole('cap', change.cap.trim());
  return ctx.db.transaction().execute(async (tx) => {
    const before = await leverageCapOf(tx, country);
    if (cap === null) {
      await contractRepository.deleteLeverageCap(tx, country);
    } else {
      const now = BigInt(ctx.clock.now());
      await contractRepository.putLeverageCap(tx, country, cap, now, by.operator);
    }
    const result = { country, before: before === null ? null : Number(before), after: cap === null ? null : Number(cap) };
    await recordOperatorAction(tx, ctx.clock, {
      operator: by.operator,
      action: by.action ?? 'contract:set',
      subject: `contract-cap:${country}`,
      detail: { before: result.before, after: result.after },
      reason: by.reason ?? '',
      before: result.before,
      after: result.after,
      approvedBy: by.approvedBy ?? null,
    });
    return result;
  });
}

/**
 * One field of one contract market (or of every market: `all`), recorded with before and after in
 * the same transaction. Shared by `contract:set` and the operator console. Open positions keep the
 * rates they were opened with.
 * @throws Error with what is wrong with the input
 */
export async function setContractField(ctx: { db: Kysely<TDatabase>; clock: TClock }, change: { symbol: string; field: string; value: string }, by: TContractChangeBy): Promise<TContractParams[]> {
  await seedContractMarkets(ctx);
  const symbols = change.symbol === 'all' ? CONTRACT_MARKETS.map((m) => m.symbol) : [findContractMarket(change.symbol)?.symbol];
  if (!symbols[0]) throw new Error(`not a contract market: ${change.symbol} (one of ${CONTRACT_MARKETS.map((m) => m.symbol).join(', ')}, or all)`);
  return ctx.db.transaction().execute(async (tx) => {
    const changed: TContractParams[] = [];
    for (const symbol of symbols as string[]) {
      const before = (await loadContractParams(tx, symbol))!;
      const after = applyField(before, change.field, change.value.trim());
      await contractRepository.updateMarket(tx, symbol, rowOf(after, ctx.clock.now(), by.operator));
      await recordOperatorAction(tx, ctx.clock, {
        operator: by.operator,
        action: by.action ?? 'contract:set',
        subject: `contract:${symbol}`,
        detail: { field: change.field, before: formatParams(before), after: formatParams(after) },
        reason: by.reason ?? '',
        before: formatParams(before),
        after: formatParams(after),
        approvedBy: by.approvedBy ?? null,
      });
      changed.push(after);
    }
    return changed;
  });
}

/**
 * `npm run ops -- contract:set SYMBOL FIELD VALUE` (SYMBOL `all` for every market), or
 * `contract:set cap CC N|-` for a country's leverage cap: setContractField / setLeverageCap.
 * @throws Error with what is wrong with the input
 */
export async function setContractFromOps(ctx: { db: Kysely<TDatabase>; clock: TClock }, args: string[], operator: string): Promise<string> {
  const [symbolText, field, value] = args;
  if (!symbolText || !field || value === undefined) throw new Error(`usage: contract:set SYMBOL|all ${CONTRACT_FIELDS.join('|')} VALUE, or contract:set cap CC N|-`);
  await seedContractMarkets(ctx);
  if (symbolText === 'cap') {
    const set = await setLeverageCap(ctx, { country: field, cap: value === '-' ? null : value }, { operator });
    return `${set.country} leverage cap: ${set.after === null ? 'none' : set.after}`;
  }
  const changed = await setContractField(ctx, { symbol: symbolText, field, value }, { operator });
  return changed.map((p) => formatParams(p)).join('\n');
}

/**
 * `npm run ops -- contract:fund house|insurance AMOUNT REFERENCE`: books capital the operator paid in
 * (e.g. the hash of the transfer that brought it) into the contract house or the insurance fund,
 * through the ledger from deposit clearing, as a deposit is booked: never a balance edit, and once
 * per reference. Recorded with the operator's name. Without capital the house refuses every
 * opening it could not pay; nothing here can take capital out or touch a user's balance.
 * @throws Error with what is wrong with the input
 */
export async function fundContractFromOps(ctx: { db: Kysely<TDatabase>; clock: TClock }, args: string[], operator: string): Promise<string> {
  const [target, amountText, reference] = args;
  const account = target === 'house' ? HOUSE : target === 'insurance' ? INSURANCE : null;
  if (!account || !amountText || !reference || reference.length > 100) throw new Error('usage: contract:fund house|insurance AMOUNT REFERENCE (the reference of the payment, at most 100 characters)');
  const amount = parseUsdt('amount', amountText);
  return ctx.db.transaction().execute(async (tx) => {
    const isBooked = await fundHouseAccount(tx, ctx.clock.now(), { account, amount, reference: `${target}:${reference}`, memo: `capital paid in by ${operator}` });
    if (!isBooked) throw new Error(`the payment ${reference} is already booked`);
    const balance = await systemBalance(tx, account);
    await recordOperatorAction(tx, ctx.clock, { operator, action: 'contract:fund', subject: `contract-${target}`, detail: { amount: formatAmount(amount, CONTRACT_QUOTE), reference, balance: formatAmount(balance, CONTRACT_QUOTE) } });
    return `${target} balance: ${formatAmount(balance, CONTRACT_QUOTE)} USDT`;
  });
}
