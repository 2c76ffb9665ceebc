import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { AppError } from '../../platform/errors.js';
import { available, system } from './accounts.js';
import { auditLedger } from './audit-ledger.js';
import { postTransactionsBulk } from './post-transactions-bulk.js';

describe.each(DIALECTS)('bulk ledger postings on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('posts many balanced transactions with running balances, and the audit agrees', async () => {
    const { userId } = await registerByEmail(t, 'bulk@example.com');
    const user = BigInt(userId);
    const transactions = Array.from({ length: 900 }, (_, i) => ({
      type: 'market_making' as const,
      reference: `bulk:${i}`,
      userId: user,
      createdAt: t.clock.now() + i,
      postings: [
        { account: system('market_maker'), asset: 'USDT', amount: -(BigInt(i) + 1n) },
        { account: available(user), asset: 'USDT', amount: BigInt(i) + 1n },
      ],
    }));
    await t.deps.db.transaction().execute((tx) => postTransactionsBulk(t.deps.writeIo(tx), transactions));
    const balance = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', `user:${user}:coin:available`).where('asset', '=', 'USDT').executeTakeFirstOrThrow();
    expect(balance.balance).toBe((900n * 901n) / 2n);
    const last = await t.deps.db.selectFrom('ledger_entries').select('balance_after').where('amount', '=', 900n).executeTakeFirstOrThrow();
    expect(last.balance_after).toBe(balance.balance);
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  });

  it('refuses the whole batch if a user balance would dip below zero anywhere in it', async () => {
    const { userId } = await registerByEmail(t, 'dip@example.com');
    const user = BigInt(userId);
    const move = (reference: string, amount: bigint) => ({
      type: 'market_making' as const,
      reference,
      createdAt: t.clock.now(),
      postings: [
        { account: system('market_maker'), asset: 'BTC', amount: -amount },
        { account: available(user), asset: 'BTC', amount },
      ],
    });
    const attempt = t.deps.db.transaction().execute((tx) => postTransactionsBulk(t.deps.writeIo(tx), [move('a', 5n), move('b', -7n), move('c', 10n)]));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    const written = await t.deps.db.selectFrom('ledger_transactions').select('id').where('reference', 'in', ['a', 'b', 'c']).execute();
    expect(written).toEqual([]);
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  });
});
