import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETS } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { DAY_MS, dayStart } from './invite-day.js';
import { payRebatesOfDay } from './pay-rebates.js';
import { expectLedgerConsistent, insertUser, writeFeeEvent, type TFeeEvent } from './invite-test-support.js';

const PPM = 1_000_000n;
const SYMBOLS = MARKETS.map((m) => m.symbol);

/** A random fee history: a referral forest, shared identities, ratios, and fee events on the day and around it. */
const ZHistory = fc.record({
  parents: fc.array(fc.integer({ min: -1, max: 7 }), { minLength: 2, maxLength: 8 }),
  ratios: fc.tuple(fc.integer({ min: 0, max: 250_000 }), fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 100_000 })),
  sameIdentity: fc.array(fc.tuple(fc.nat(7), fc.nat(7)), { maxLength: 2 }),
  events: fc.array(
    fc.record({
      kind: fc.constantFrom('spot', 'contractOpen', 'contractClose', 'seconds'),
      a: fc.nat(7),
      b: fc.nat(7),
      symbol: fc.constantFrom(...SYMBOLS),
      takerSide: fc.constantFrom('buy' as const, 'sell' as const),
      fee1: fc.bigInt({ min: 0n, max: 10n ** 12n }),
      fee2: fc.bigInt({ min: 0n, max: 10n ** 9n }),
      /** -1 the day before, 0 the day, 1 the day after (only the day's fees count). */
      dayOffset: fc.constantFrom(-1, 0, 0, 0, 1),
      msInDay: fc.integer({ min: 0, max: DAY_MS - 1 }),
    }),
    { maxLength: 14 },
  ),
});

describe.each(DIALECTS)('invite rebates against a reference on %s', (dialect) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  let run = 0;
  it('pay each referrer floor(fees of the day × ratio of its level), per friend, level and asset, once; never to the same identity', async () => {
    await fc.assert(
      fc.asyncProperty(ZHistory, async (h) => {
        run += 1;
        const db = t.deps.db;
        // Each run has its own day, well before the clock, so runs never see each other's fees.
        const day = dayStart(Date.UTC(2025, 0, 1)) + run * 3 * DAY_MS;
        const now = t.clock.now();
        await db.updateTable('invite_settings').set({ ratio1_ppm: BigInt(h.ratios[0]), ratio2_ppm: BigInt(h.ratios[1]), ratio3_ppm: BigInt(h.ratios[2]) }).execute();

        // The referral forest: user i's referrer is parents[i] when that is an earlier user.
        const ids: bigint[] = [];
        const parentOf = new Map<bigint, bigint>();
        for (let i = 0; i < h.parents.length; i += 1) {
          const p = h.parents[i]!;
          const parent = p >= 0 && p < i ? ids[p]! : null;
          const id = await insertUser(db, now, parent);
          ids.push(id);
          if (parent !== null) parentOf.set(id, parent);
        }
        const pick = (n: number) => ids[n % ids.length]!;
        const identity = new Map<bigint, Set<string>>();
        for (const [x, y] of h.sameIdentity) {
          const hash = `same-${run}-${x}-${y}`;
          for (const user of [pick(x), pick(y)]) {
            await db
              .insertInto('kyc_submissions')
              .values({ user_id: user, real_name: 'R', id_number: '1', id_country: 'US', identity_hash: hash, front_file: 'f', back_file: 'b', status: 3n, reason: 'test', created_at: BigInt(now) })
              .execute();
            identity.set(user, (identity.get(user) ?? new Set()).add(hash));
          }
        }

        // The fees, written as the products write them; the reference keeps the day's own.
        const charged: { user: bigint; asset: string; amount: bigint }[] = [];
        for (const e of h.events) {
          const at = day + e.dayOffset * DAY_MS + e.msInDay;
          const event: TFeeEvent =
            e.kind === 'spot'
              ? { kind: 'spot', symbol: e.symbol, buyer: pick(e.a), seller: pick(e.b), takerSide: e.takerSide, buyerFee: e.fee2, sellerFee: e.fee1, at }
              : { kind: e.kind, user: pick(e.a), fee: e.fee1, at };
          const fees = await writeFeeEvent(db, event);
          if (e.dayOffset === 0) charged.push(...fees);
        }

        // The reference: walk the referrer chain, sum per (beneficiary, friend, level, asset), floor once.
        const isSelf = (a: bigint, b: bigint) => [...(identity.get(a) ?? [])].some((x) => identity.get(b)?.has(x));
        const sums = new Map<string, bigint>();
        for (const c of charged) {
          let above = parentOf.get(c.user);
          for (let level = 1; level <= 3 && above !== undefined; level += 1) {
            if (!isSelf(above, c.user)) {
              const key = `${above}|${c.user}|${level}|${c.asset}`;
              sums.set(key, (sums.get(key) ?? 0n) + c.amount);
            }
            above = parentOf.get(above);
          }
        }
        const expected = [...sums]
          .map(([key, fees]) => {
            const level = Number(key.split('|')[2]);
            return `${key}|${(fees * BigInt(h.ratios[level - 1]!)) / PPM}`;
          })
          .filter((row) => !row.endsWith('|0'))
          .sort();

        await db.transaction().execute((tx) => payRebatesOfDay(tx, now, day));
        const again = await db.transaction().execute((tx) => payRebatesOfDay(tx, now, day));
        expect(again).toEqual([]);

        const rows = await db.selectFrom('invite_payouts').selectAll().where('day', '=', BigInt(day)).where('kind', '=', 'rebate').execute();
        const actual = rows.map((r) => `${r.beneficiary_id}|${r.friend_id}|${r.level}|${r.asset}|${r.amount}`).sort();
        expect(actual).toEqual(expected);
        // Every payout is one ledger transfer out of the rebate reserve (filled from the fee account), with the payout's key as reference.
        for (const r of rows) {
          const entries = await db
            .selectFrom('ledger_entries as e')
            .innerJoin('ledger_transactions as x', 'x.id', 'e.transaction_id')
            .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
            .select(['a.key', 'e.amount', 'x.reference', 'x.type'])
            .where('e.transaction_id', '=', r.ledger_transaction_id)
            .execute();
          expect(entries.map((e) => [e.key, e.amount]).sort()).toEqual([
            ['system:invite_rebate_reserve', -r.amount],
            [`user:${r.beneficiary_id}:coin:available`, r.amount],
          ].sort());
          expect(entries[0]).toMatchObject({ type: 'rebate', reference: `invite:${r.key}` });
        }
      }),
      { numRuns: dialect === 'sqlite' ? 30 : 8 },
    );
    await expectLedgerConsistent(t.deps.db);
  }, 240_000);
});
