import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { AppError } from '../../platform/errors.js';
import { HOUSE, postWithHouse } from '../contract/house.js';
import { insertUser } from '../invites/invite-test-support.js';
import { available } from './accounts.js';
import { auditLedger } from './audit-ledger.js';
import { systemAccountBalance, transferFunding } from './capital.js';
import { LedgerBatch } from './ledger-batch.js';

const USDT = (whole: bigint) => whole * 100_000_000n;

/**
 * Issue 24 "System accounts race on PostgreSQL": settlements (the ledger batch, which reads the
 * house's balance without a lock), closes (postWithHouse) and funding transfers out, all at once,
 * never take the house below zero, and every one refused leaves nothing behind.
 */
describe.each(DIALECTS)('the house under concurrent payouts on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('pays at most what it holds whoever comes first', async () => {
    const house = () => systemAccountBalance(t.deps.db, HOUSE, 'USDT');
    const move = (reference: string, amount: bigint) =>
      t.deps.db.transaction().execute((tx) =>
        transferFunding(tx, t.clock, { account: 'contract_house', direction: 'out', asset: 'USDT', amount, reference, operator: 'olga', reason: 'capital back', action: 'funding.transfer' }),
      );
    // The house keeps 100 USDT; eight payers of 40 each come at once.
    await move('leave-100', (await house()) - USDT(100n));
    expect(await house()).toBe(USDT(100n));
    const user = await insertUser(t.deps.db, t.clock.now(), null);

    // On PostgreSQL the settlements all read the balance (100) before any of them writes, as concurrent jobs can.
    const isParallel = dialect === 'postgres';
    let loaded = 0;
    let release!: () => void;
    const allLoaded = new Promise<void>((resolve) => (release = resolve));
    const payout = (reference: string) => ({
      type: 'contract_settle' as const,
      reference,
      userId: user,
      postings: [
        { account: HOUSE, asset: 'USDT', amount: -USDT(40n) },
        { account: available(user, 'contract'), asset: 'USDT', amount: USDT(40n) },
      ],
    });
    const settle = (reference: string) =>
      t.deps.db.transaction().execute(async (tx) => {
        const io = t.deps.writeIo(tx);
        const batch = new LedgerBatch();
        await batch.load(io, [{ account: HOUSE, asset: 'USDT' }]);
        if (isParallel && (loaded += 1) === 4) release();
        if (isParallel) await allLoaded;
        batch.add(payout(reference), t.clock.now());
        await batch.write(io);
      });
    const close = (reference: string) => t.deps.db.transaction().execute((tx) => postWithHouse(tx, t.clock.now(), payout(reference)));

    const results = await Promise.allSettled([
      ...[1, 2, 3, 4].map((i) => settle(`race:settle:${i}`)),
      ...[1, 2].map((i) => close(`race:close:${i}`)),
      ...[1, 2].map((i) => move(`race-out-${i}`, USDT(40n))),
    ]);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as AppError).key);
    expect(refused).toHaveLength(6);
    expect(new Set(refused)).toEqual(new Set(refused.filter((key) => key === 'contractHouseCapital' || key === 'adminFundingShort')));
    expect(await house()).toBe(USDT(20n));
    // Nothing of a refused one remains: exactly the two that passed are in the ledger.
    const written = await t.deps.db.selectFrom('ledger_transactions').select('reference').where('reference', 'like', 'race%').execute();
    const written2 = await t.deps.db.selectFrom('ledger_transactions').select('reference').where('reference', 'like', 'funding:race%').execute();
    expect(written.length + written2.length).toBe(2);
    const report = await auditLedger(t.deps.db);
    expect({ unbalanced: report.unbalanced, mismatched: report.mismatched, negative: report.negative }).toEqual({ unbalanced: [], mismatched: [], negative: [] });
  });
});
