import type { Kysely, Selectable, Transaction } from 'kysely';
import { findMarket, formatAmount, formatUnits, ppmToRate, SECONDS_ASSET, SECONDS_ENTRY_STATUS, type TSecondsOrder } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TSecondsOrdersTable } from '../../platform/db/schema-seconds.js';
import { priceTicksRepository, type TRecordedTick } from '../prices/price-ticks.repository.js';
import { secondsRepository } from './seconds.repository.js';

export type TSecondsOrderRow = Selectable<TSecondsOrdersTable>;
type TDb = Kysely<TDatabase> | Transaction<TDatabase>;

const usdt = (units: bigint) => formatAmount(units, SECONDS_ASSET);

/** The recorded ticks of these ids (an order's proof), by id. */
export async function ticksById(db: TDb, ids: (bigint | null)[]): Promise<Map<bigint, TRecordedTick>> {
  const wanted = [...new Set(ids.filter((id): id is bigint => id !== null))];
  const out = new Map<bigint, TRecordedTick>();
  for (let i = 0; i < wanted.length; i += 500) {
    for (const tick of await priceTicksRepository.byIds(db, wanted.slice(i, i + 500))) out.set(tick.id, tick);
  }
  return out;
}

function presentTick(tick: TRecordedTick | undefined, pricePrecision: number) {
  if (!tick) return null;
  return { id: String(tick.id), price: formatUnits(tick.price, pricePrecision), method: tick.method, sources: tick.sources, time: tick.observedAt };
}

/** An order as its owner sees it (SPEC §3 "Seconds-contract order"), with its proof when it has one. */
export function presentSecondsOrder(row: TSecondsOrderRow, ticks: Map<bigint, TRecordedTick>): TSecondsOrder {
  const market = findMarket(row.symbol)!;
  const price = (ticks: bigint | null) => (ticks === null ? '' : formatUnits(ticks, market.pricePrecision));
  const isSettled = row.status === 'settled';
  const toUser = row.to_user ?? 0n;
  const profit = toUser - row.stake;
  return {
    id: Number(row.id),
    openAmount: usdt(row.stake),
    baseCoin: market.base,
    quoteCoin: market.quote,
    positionTime: Number(row.position_time),
    tradeType: row.trade_type === 0n ? 0 : 1,
    entryStatus: isSettled ? SECONDS_ENTRY_STATUS.settled : SECONDS_ENTRY_STATUS.open,
    fee: usdt(row.fee),
    incomeRate: ppmToRate(row.income_rate_ppm),
    payoutMax: usdt(row.payout_max),
    openTime: Number(row.accepted_at),
    expiryTime: Number(row.expires_at),
    openPrice: price(row.open_price),
    openTick: row.open_tick_id === null ? null : presentTick(ticks.get(row.open_tick_id), market.pricePrecision),
    settlementPrice: price(row.close_price),
    closeTick: row.close_tick_id === null ? null : presentTick(ticks.get(row.close_tick_id), market.pricePrecision),
    outcome: row.outcome,
    payout: isSettled ? usdt(toUser) : '',
    profit: isSettled ? (profit < 0n ? `-${usdt(-profit)}` : usdt(profit)) : '',
    ruleVersion: Number(row.rule_version ?? 1n),
    settleTime: row.settled_at === null ? null : Number(row.settled_at),
  };
}

/** Orders with their ticks read in one go. */
export async function presentMany(db: TDb, rows: TSecondsOrderRow[]): Promise<TSecondsOrder[]> {
  const ticks = await ticksById(db, rows.flatMap((r) => [r.open_tick_id, r.close_tick_id]));
  return rows.map((r) => presentSecondsOrder(r, ticks));
}

export async function findOwnSecondsOrder(db: TDb, userId: bigint, id: bigint): Promise<TSecondsOrderRow | undefined> {
  return secondsRepository.findOwnOrder(db, userId, id);
}
