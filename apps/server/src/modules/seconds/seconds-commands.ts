import type { Kysely, Transaction } from 'kysely';
import { findMarket, formatAmount, ppmToRate, rateToPpm, readAmountOf, SECONDS_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { fundSecondsHouse, secondsExposure, secondsHouseBalance } from './seconds-house.js';
import { loadMarkets } from './seconds-settings.js';
import { secondsRepository } from './seconds.repository.js';

/**
 * The operator's commands for seconds contracts (`npm run ops -- seconds:list | seconds:set |
 * seconds:fund`): the durations (income rate, minimum, maximum), the markets offered, and capital
 * into the seconds house. Each change is recorded with before and after in its own transaction.
 * Nothing here is a price, an outcome or a balance (ARCHITECTURE.md "Integrity"): capital only comes
 * in through the ledger from deposit clearing, once per reference, and an open order keeps the
 * terms it was accepted with (seconds_orders copies them), whatever is changed later.
 */

type TCtx = { db: Kysely<TDatabase>; clock: TClock };
type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

/** What `seconds:set SECOND FIELD VALUE` may change on a duration. */
export const SECONDS_FIELDS = ['incomeRate', 'min', 'max', 'enabled'] as const;

const SET_USAGE =
  'usage: seconds:set SECOND incomeRate|min|max|enabled VALUE, seconds:set add SECOND INCOME_RATE MIN MAX, seconds:set remove SECOND, seconds:set market SYMBOL on|off';

const usdt = (units: bigint) => formatAmount(units, SECONDS_ASSET);

type TDurationRow = { second: bigint; income_rate_ppm: bigint; min_amount: bigint; max_amount: bigint; enabled: bigint; updated_at: bigint; updated_by: string };

function parseSecond(text: string | undefined): bigint {
  if (!text || !/^\d{1,5}$/.test(text) || BigInt(text) < 1n || BigInt(text) > 86_400n) throw new Error(`a duration is a whole number of seconds from 1 to 86400, not ${text ?? '(nothing)'}`);
  return BigInt(text);
}

/**
 * An income rate above 0 and below 1: a win pays less than the stake again, as the risk disclosure
 * tells every user ("less than double your stake"); a rate of 1 or more would make that untrue.
 */
function parseRate(text: string): bigint {
  const ppm = rateToPpm(text);
  if (ppm === null || ppm <= 0n || ppm >= 1_000_000n) throw new Error('incomeRate takes a rate above 0 and below 1 (0.85 pays 85 % of the stake on a win; the risk disclosure promises less than double the stake)');
  return ppm;
}

function parseUsdt(field: string, text: string): bigint {
  const read = readAmountOf(text, SECONDS_ASSET);
  if (read.problem || read.units <= 0n) throw new Error(`${field} takes a positive USDT amount`);
  return read.units;
}

function formatDuration(d: TDurationRow, withChange = false): string {
  const changed = withChange ? `  (${new Date(Number(d.updated_at)).toISOString()} by ${d.updated_by})` : '';
  return `${`${d.second}s`.padEnd(7)} incomeRate=${ppmToRate(d.income_rate_ppm)} min=${usdt(d.min_amount)} max=${usdt(d.max_amount)} enabled=${d.enabled === 1n ? 1 : 0}${changed}`;
}

async function durationOf(db: TDb, second: bigint): Promise<TDurationRow | undefined> {
  return secondsRepository.findDuration(db, second);
}

async function houseLine(db: TDb): Promise<string> {
  const balance = await secondsHouseBalance(db);
  const exposure = await secondsExposure(db);
  return `house balance=${usdt(balance)} exposure=${usdt(exposure)} free=${balance >= exposure ? usdt(balance - exposure) : `-${usdt(exposure - balance)}`} USDT`;
}

/** `npm run ops -- seconds:list`: the durations, the markets offered, the house's balance and open exposure. */
export async function listSecondsForOps(ctx: TCtx): Promise<string> {
  const durations = await secondsRepository.durations(ctx.db);
  const markets = await loadMarkets(ctx.db, true);
  return [
    ...durations.map((d) => formatDuration(d, true)),
    `markets: ${markets.map((m) => `${m.symbol}=${m.isEnabled ? 'on' : 'off'}`).join(' ') || '-'}`,
    await houseLine(ctx.db),
  ].join('\n');
}

/** Who changes a setting and why, as recorded (ops passes its own action name, the console its action). */
export type TSecondsChangeBy = { operator: string; reason?: string; approvedBy?: string | null; action?: string };

/** The operator's view of a duration (rates and amounts as decimal text). */
export type TSecondsDurationView = { second: number; incomeRate: string; min: string; max: string; isEnabled: boolean };

function viewOf(d: TDurationRow): TSecondsDurationView {
  return { second: Number(d.second), incomeRate: ppmToRate(d.income_rate_ppm), min: usdt(d.min_amount), max: usdt(d.max_amount), isEnabled: d.enabled === 1n };
}

function recorder(ctx: TCtx, by: TSecondsChangeBy) {
  return (tx: Transaction<TDatabase>, subject: string, detail: unknown, before: unknown, after: unknown) =>
    recordOperatorAction(tx, ctx.clock, { operator: by.operator, action: by.action ?? 'seconds:set', subject, detail, reason: by.reason ?? '', before, after, approvedBy: by.approvedBy ?? null });
}

/**
 * A spot market offered for seconds contracts or not. Recorded with before and after in the same
 * transaction. Shared by `seconds:set market` and the operator console.
 * @throws Error with what is wrong with the input
 */
export async function setSecondsMarket(ctx: TCtx, change: { symbol: string; isEnabled: boolean }, by: TSecondsChangeBy): Promise<{ symbol: string; isEnabled: boolean }> {
  const market = findMarket(change.symbol);
  if (!market) throw new Error(`usage: seconds:set market SYMBOL on|off (SYMBOL a spot market, e.g. btcusdt)`);
  const enabled = change.isEnabled ? 1n : 0n;
  const now = BigInt(ctx.clock.now());
  return ctx.db.transaction().execute(async (tx) => {
    const before = await secondsRepository.findMarket(tx, market.symbol);
    if (before) await secondsRepository.setMarketEnabled(tx, market.symbol, enabled, now, by.operator);
    else await secondsRepository.appendMarket(tx, market.symbol, enabled, now, by.operator);
    const onOff = (on: boolean) => (on ? 'on' : 'off');
    const [was, is] = [before ? onOff(before.enabled === 1n) : null, onOff(change.isEnabled)];
    await recorder(ctx, by)(tx, `seconds-market:${market.symbol}`, { before: was, after: is }, was, is);
    return { symbol: market.symbol, isEnabled: change.isEnabled };
  });
}

/**
 * A new duration, offered at once. Shared by `seconds:set add` and the operator console.
 * @throws Error with what is wrong with the input
 */
export async function addSecondsDuration(ctx: TCtx, change: { second: string; incomeRate: string; min: string; max: string }, by: TSecondsChangeBy): Promise<TSecondsDurationView> {
  const now = BigInt(ctx.clock.now());
  const row = { second: parseSecond(change.second), income_rate_ppm: parseRate(change.incomeRate), min_amount: parseUsdt('min', change.min), max_amount: parseUsdt('max', change.max), enabled: 1n, updated_at: now, updated_by: by.operator };
  if (row.min_amount > row.max_amount) throw new Error('min must not exceed max');
  return ctx.db.transaction().execute(async (tx) => {
    if (await durationOf(tx, row.second)) throw new Error(`the duration ${row.second}s is offered already (change it with seconds:set ${row.second} FIELD VALUE)`);
    await secondsRepository.insertDuration(tx, row);
    await recorder(ctx, by)(tx, `seconds-duration:${row.second}`, { before: null, after: formatDuration(row) }, null, viewOf(row));
    return viewOf(row);
  });
}

/**
 * A duration no longer offered (its open orders settle on their own terms). Shared by
 * `seconds:set remove` and the operator console.
 * @throws Error with what is wrong with the input
 */
export async function removeSecondsDuration(ctx: TCtx, change: { second: string }, by: TSecondsChangeBy): Promise<TSecondsDurationView> {
  const at = parseSecond(change.second);
  return ctx.db.transaction().execute(async (tx) => {
    const before = await durationOf(tx, at);
    if (!before) throw new Error(`no duration ${at}s`);
    await secondsRepository.deleteDuration(tx, at);
    await recorder(ctx, by)(tx, `seconds-duration:${at}`, { before: formatDuration(before), after: null }, viewOf(before), null);
    return viewOf(before);
  });
}

/**
 * One field of a duration (incomeRate, min, max, enabled). Recorded with before and after in the
 * same transaction. Shared by `seconds:set SECOND FIELD VALUE` and the operator console.
 * @throws Error with what is wrong with the input
 */
export async function setSecondsDurationField(ctx: TCtx, change: { second: string; field: string; value: string }, by: TSecondsChangeBy): Promise<TSecondsDurationView> {
  const at = parseSecond(change.second);
  const now = BigInt(ctx.clock.now());
  return ctx.db.transaction().execute(async (tx) => {
    const before = await durationOf(tx, at);
    if (!before) throw new Error(`no duration ${at}s (add one with seconds:set add SECOND INCOME_RATE MIN MAX)`);
    const after = { ...before, updated_at: now, updated_by: by.operator };
    const value = change.value.trim();
    switch (change.field) {
      case 'incomeRate':
        after.income_rate_ppm = parseRate(value);
        break;
      case 'min':
        after.min_amount = parseUsdt('min', value);
        break;
      case 'max':
        after.max_amount = parseUsdt('max', value);
        break;
      case 'enabled':
        if (value !== '0' && value !== '1') throw new Error('enabled takes 0 (off) or 1 (on)');
        after.enabled = BigInt(value);
        break;
      default:
        throw new Error(`unknown field ${change.field}: one of ${SECONDS_FIELDS.join(', ')}`);
    }
    if (after.min_amount > after.max_amount) throw new Error('min must not exceed max');
    const { second: _key, ...values } = after;
    await secondsRepository.updateDuration(tx, at, values);
    await recorder(ctx, by)(tx, `seconds-duration:${at}`, { field: change.field, before: formatDuration(before), after: formatDuration(after) }, viewOf(before), viewOf(after));
    return viewOf(after);
  });
}

/**
 * `npm run ops -- seconds:set …`: a duration's field, a new duration, a duration removed, or a
 * market on/off (setSecondsDurationField, addSecondsDuration, removeSecondsDuration, setSecondsMarket).
 * @throws Error with what is wrong with the input
 */
export async function setSecondsFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [first, second, third, ...more] = args;
  const by = { operator };
  const line = (v: TSecondsDurationView) => `${`${v.second}s`.padEnd(7)} incomeRate=${v.incomeRate} min=${v.min} max=${v.max} enabled=${v.isEnabled ? 1 : 0}`;

  if (first === 'market') {
    if (third !== 'on' && third !== 'off') throw new Error(`usage: seconds:set market SYMBOL on|off (SYMBOL a spot market, e.g. btcusdt)`);
    const set = await setSecondsMarket(ctx, { symbol: second ?? '', isEnabled: third === 'on' }, by);
    return `${set.symbol}: ${third}`;
  }
  if (first === 'add') {
    if (!second || !third || more.length !== 2) throw new Error(SET_USAGE);
    return line(await addSecondsDuration(ctx, { second, incomeRate: third, min: more[0], max: more[1] }, by));
  }
  if (first === 'remove') {
    if (third !== undefined) throw new Error(SET_USAGE);
    const removed = await removeSecondsDuration(ctx, { second: second ?? '' }, by);
    return `${removed.second}s removed (its open orders settle on their own terms)`;
  }
  if (!first || !second || third === undefined || more.length > 0) throw new Error(SET_USAGE);
  return line(await setSecondsDurationField(ctx, { second: first, field: second, value: third }, by));
}

/**
 * `npm run ops -- seconds:fund AMOUNT REFERENCE`: books capital the operator paid in (e.g. the hash
 * of the transfer that brought it) into the seconds house, through the ledger from deposit
 * clearing, once per reference, recorded with the operator's name. Nothing here can take capital
 * out or touch a user's balance.
 * @throws Error with what is wrong with the input
 */
export async function fundSecondsFromOps(ctx: TCtx, args: string[], operator: string): Promise<string> {
  const [amountText, reference, ...more] = args;
  if (!amountText || !reference || reference.length > 100 || more.length > 0) throw new Error('usage: seconds:fund AMOUNT REFERENCE (the reference of the payment, at most 100 characters)');
  const amount = parseUsdt('amount', amountText);
  return ctx.db.transaction().execute(async (tx) => {
    const isBooked = await fundSecondsHouse(tx, ctx.clock.now(), { amount, reference: `seconds-house:${reference}`, memo: `capital paid in by ${operator}` });
    if (!isBooked) throw new Error(`the payment ${reference} is already booked`);
    const balance = await secondsHouseBalance(tx);
    await recordOperatorAction(tx, ctx.clock, { operator, action: 'seconds:fund', subject: 'seconds-house', detail: { amount: usdt(amount), reference, balance: usdt(balance) } });
    return `seconds house balance: ${usdt(balance)} USDT`;
  });
}
