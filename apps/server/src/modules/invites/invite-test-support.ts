import { expect } from 'vitest';
import type { Kysely } from 'kysely';
import { CONTRACT_MARGIN_ASSET, findMarket, SECONDS_ASSET } from '@exchange/contracts';
import type { TDatabase } from '../../platform/db/schema.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { system } from '../ledger/accounts.js';
import { postTransaction } from '../ledger/post-transaction.js';

let sequence = 0;

/**
 * A user inserted directly (no sign-up flow: the property test needs many quickly), with the
 * `referrals` rows registration writes: its referrer at level 1, theirs at 2 and 3.
 */
export async function insertUser(db: Kysely<TDatabase>, now: number, referrerId: bigint | null, email?: string): Promise<bigint> {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  const row = await db
    .insertInto('users')
    .values({
      uid: `u${tag}`,
      email: email ?? `friend${tag}@example.com`,
      area_code: null,
      phone: null,
      phone_account: null,
      password_hash: 'x',
      fund_password_hash: null,
      invitation_code: `I${tag}`.slice(0, 16).toUpperCase(),
      referrer_id: referrerId,
      icon: null,
      kyc_status: 0n,
      country: null,
      kyc_country: null,
      score: 100n,
      created_at: BigInt(now),
      updated_at: BigInt(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (referrerId !== null) {
    const above = await db.selectFrom('referrals').select(['ancestor_id', 'level']).where('user_id', '=', referrerId).where('level', '<', 3n).execute();
    await db
      .insertInto('referrals')
      .values([{ user_id: row.id, ancestor_id: referrerId, level: 1n }, ...above.map((a) => ({ user_id: row.id, ancestor_id: a.ancestor_id, level: a.level + 1n }))])
      .execute();
  }
  return row.id;
}

/** The fee's ledger side: what a product's transaction moves into the fee account (here from deposit clearing, so the test needs no balances). */
async function bookFee(db: Kysely<TDatabase>, now: number, asset: string, amount: bigint, reference: string): Promise<void> {
  if (amount === 0n) return;
  await postTransaction(db, now, {
    type: 'fee',
    reference,
    postings: [
      { account: system('deposit_clearing'), asset, amount: -amount },
      { account: system('fees'), asset, amount },
    ],
  });
}

export type TFeeEvent =
  | { kind: 'spot'; symbol: string; buyer: bigint; seller: bigint; takerSide: 'buy' | 'sell'; buyerFee: bigint; sellerFee: bigint; at: number }
  | { kind: 'contractOpen' | 'contractClose'; user: bigint; fee: bigint; at: number }
  | { kind: 'seconds'; user: bigint; fee: bigint; at: number };

const orderRow = (user: bigint, symbol: string, side: 'buy' | 'sell', at: number) => ({
  user_id: user,
  symbol,
  side,
  type: 'LMT' as const,
  time_in_force: 'GTC' as const,
  price: 1n,
  amount: 1n,
  quote_amount: 0n,
  filled: 1n,
  filled_quote: 0n,
  filled_tick_lots: 0n,
  fee: 0n,
  frozen: 0n,
  frozen_used: 0n,
  status: 'finished' as const,
  created_at: BigInt(at),
  updated_at: BigInt(at),
  client_order_id: '',
  client_type: '',
});

/**
 * Writes the record a product writes when it charges a fee (a spot trade with its two orders, a
 * contract order opened or closed, a seconds order), with the fee's ledger posting. Returns the
 * fees per (user, asset) the event charged, for the reference computation.
 */
export async function writeFeeEvent(db: Kysely<TDatabase>, e: TFeeEvent): Promise<{ user: bigint; asset: string; amount: bigint }[]> {
  sequence += 1;
  if (e.kind === 'spot') {
    const market = findMarket(e.symbol)!;
    const buy = await db.insertInto('spot_orders').values(orderRow(e.buyer, e.symbol, 'buy', e.at)).returning('id').executeTakeFirstOrThrow();
    const sell = await db.insertInto('spot_orders').values(orderRow(e.seller, e.symbol, 'sell', e.at)).returning('id').executeTakeFirstOrThrow();
    const [maker, taker] = e.takerSide === 'buy' ? [sell.id, buy.id] : [buy.id, sell.id];
    const trade = await db
      .insertInto('spot_trades')
      .values({ symbol: e.symbol, price: 1n, quantity: 1n, quote_quantity: 1n, taker_side: e.takerSide, maker_order_id: maker, taker_order_id: taker, buyer_fee: e.buyerFee, seller_fee: e.sellerFee, created_at: BigInt(e.at) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bookFee(db, e.at, market.base, e.buyerFee, `test-spot:${trade.id}:buyer`);
    await bookFee(db, e.at, market.quote, e.sellerFee, `test-spot:${trade.id}:seller`);
    return [
      { user: e.buyer, asset: market.base, amount: e.buyerFee },
      { user: e.seller, asset: market.quote, amount: e.sellerFee },
    ];
  }
  if (e.kind === 'seconds') {
    const row = await db
      .insertInto('seconds_orders')
      .values({
        user_id: e.user,
        symbol: 'btcusdt',
        trade_type: 0n,
        position_time: 60n,
        stake: 1000n,
        fee: e.fee,
        income_rate_ppm: 800_000n,
        payout_max: 800n,
        status: 'settled',
        accepted_at: BigInt(e.at),
        expires_at: BigInt(e.at + 60_000),
        updated_at: BigInt(e.at),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await bookFee(db, e.at, SECONDS_ASSET, e.fee, `test-seconds:${row.id}`);
    return [{ user: e.user, asset: SECONDS_ASSET, amount: e.fee }];
  }
  const isOpen = e.kind === 'contractOpen';
  const row = await db
    .insertInto('contract_orders')
    .values({
      user_id: e.user,
      symbol: 'btcusdt',
      direction: 'up',
      type: 'market',
      leverage: 10n,
      margin: 1000n,
      quantity: 1n,
      open_fee: isOpen ? e.fee : 0n,
      status: isOpen ? 'holding' : 'closed',
      frozen: 0n,
      mmr_ppm: 5000n,
      close_fee_ppm: 500n,
      liquidation_fee_ppm: 5000n,
      close_fee: isOpen ? null : e.fee,
      created_at: BigInt(e.at),
      // A position closed on this day may have opened days before: its opening fee belongs to that day.
      opened_at: isOpen ? BigInt(e.at) : BigInt(e.at - 10 * 86_400_000),
      finished_at: isOpen ? null : BigInt(e.at),
      updated_at: BigInt(e.at),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A position left holding counts in the house's kept exposure, as the opening would have made it.
  if (isOpen) {
    await db
      .insertInto('contract_exposure')
      .values({ symbol: 'btcusdt', net_lots: 1n })
      .onConflict((oc) => oc.column('symbol').doUpdateSet((eb) => ({ net_lots: eb('contract_exposure.net_lots', '+', 1n) })))
      .execute();
  }
  await bookFee(db, e.at, CONTRACT_MARGIN_ASSET, e.fee, `test-contract:${row.id}:${e.kind}`);
  return [{ user: e.user, asset: CONTRACT_MARGIN_ASSET, amount: e.fee }];
}

/** The ledger audit (every transaction balanced, cached balances equal their entries, no negative user balance). */
export async function expectLedgerConsistent(db: Kysely<TDatabase>): Promise<void> {
  const report = await auditLedger(db);
  expect({ ...report, transactions: 0, entries: 0, accounts: 0 }).toMatchObject({ unbalanced: [], mismatched: [], negative: [], isConsistent: true });
}
