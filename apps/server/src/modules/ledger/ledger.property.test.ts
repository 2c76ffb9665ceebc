import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { accountsRepository } from '../accounts/accounts.repository.js';
import { hashPassword } from '../accounts/passwords.js';
import { filesRepository } from '../files/files.repository.js';
import { applyDeposit } from '../deposits/apply-deposit.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { requestWithdrawal } from '../withdrawals/request-withdrawal.js';
import { reviewWithdrawal } from '../withdrawals/review-withdrawal.js';
import { grantSecurityCode } from '../withdrawals/withdrawal-test-support.js';
import { transfer } from '../wallets/transfer.js';
import { getAssets } from '../wallets/get-assets.js';
import { auditLedger } from './audit-ledger.js';
import { AppError } from '../../platform/errors.js';

const TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const FEE = 1; // USDT on TRC20

type TCommand =
  | { kind: 'deposit'; user: number; amount: number; approve: boolean }
  | { kind: 'withdraw'; user: number; amount: number }
  | { kind: 'review'; pick: number; approve: boolean }
  | { kind: 'transfer'; user: number; amount: number; toContract: boolean };

const command: fc.Arbitrary<TCommand> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), user: fc.nat(1), amount: fc.integer({ min: 1, max: 400 }), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), user: fc.nat(1), amount: fc.integer({ min: 10, max: 300 }) }),
  fc.record({ kind: fc.constant('review' as const), pick: fc.nat(20), approve: fc.boolean() }),
  fc.record({ kind: fc.constant('transfer' as const), user: fc.nat(1), amount: fc.integer({ min: 1, max: 300 }), toContract: fc.boolean() }),
);

type TModel = { coin: number; frozen: number; contract: number };

async function makeUser(t: TTestApp, index: number, fundHash: string): Promise<bigint> {
  const now = BigInt(t.clock.now());
  const id = await accountsRepository.insertUser(t.deps.db, {
    uid: `2000000${index}`,
    email: `p${index}@example.com`,
    area_code: null,
    phone: null,
    phone_account: null,
    password_hash: fundHash,
    fund_password_hash: fundHash,
    invitation_code: `PROP0${index}`,
    referrer_id: null,
    icon: null,
    kyc_status: 0n,
    score: 100n,
    created_at: now,
    updated_at: now,
  });
  await filesRepository.insert(t.deps.db, { id: `proof${index}`, owner_id: id, kind: 'proof', mime: 'image/png', size: 1n, created_at: now });
  await t.deps.db.insertInto('addresses').values({ user_id: id, currency: 'USDT', chain: 'TRC20', address: TRON, remark: '', created_at: now, updated_at: now }).execute();
  return id;
}

/** Runs one command against the app and the model; both must agree on success or failure. */
async function step(t: TTestApp, users: bigint[], model: TModel[], pending: { id: bigint; user: number; total: number }[], c: TCommand) {
  const insufficient = (e: unknown) => e instanceof AppError && e.key === 'insufficientBalance';
  switch (c.kind) {
    case 'deposit': {
      const applied = await applyDeposit(t.deps, users[c.user], { currency: 'USDT', chain: 'TRC20', amount: String(c.amount), proof: `proof${c.user}`, txHash: '' }, null);
      await reviewDeposit(t.deps, { id: BigInt(applied.id), operator: 'prop', approve: c.approve, reason: c.approve ? '' : 'no', txHash: '' });
      if (c.approve) model[c.user].coin += c.amount;
      return;
    }
    case 'withdraw': {
      const total = c.amount + FEE;
      // Each request carries its own fresh 'withdraw' code: a code is spent even when the freeze fails.
      const code = await grantSecurityCode(t.deps, users[c.user], 'withdraw');
      const input = { currency: 'USDT', chain: 'TRC20', address: TRON, amount: String(c.amount), fundPwd: '123456', code, remark: '' };
      if (model[c.user].coin >= total) {
        const row = await requestWithdrawal(t.deps, users[c.user], input, null);
        model[c.user].coin -= total;
        model[c.user].frozen += total;
        pending.push({ id: BigInt(row.id), user: c.user, total });
      } else {
        await expect(requestWithdrawal(t.deps, users[c.user], input, null)).rejects.toSatisfy(insufficient);
      }
      return;
    }
    case 'review': {
      if (pending.length === 0) return;
      const [chosen] = pending.splice(c.pick % pending.length, 1);
      await reviewWithdrawal(t.deps, { id: chosen.id, operator: 'prop', approve: c.approve, reason: c.approve ? '' : 'no', txHash: '' });
      model[chosen.user].frozen -= chosen.total;
      if (!c.approve) model[chosen.user].coin += chosen.total;
      return;
    }
    case 'transfer': {
      const from = c.toContract ? 'coin' : 'contract';
      const input = { currency: 'USDT', amount: String(c.amount), type: c.toContract ? 1 : 2 };
      if (model[c.user][from] >= c.amount) {
        await transfer(t.deps, users[c.user], input, null);
        model[c.user][from] -= c.amount;
        model[c.user][c.toContract ? 'contract' : 'coin'] += c.amount;
      } else {
        await expect(transfer(t.deps, users[c.user], input, null)).rejects.toSatisfy(insufficient);
      }
    }
  }
}

describe.each(DIALECTS)('ledger model property on %s', (dialect) => {
  it('agrees with a simple model over random deposits, withdrawals, reviews and transfers', async () => {
    const fundHash = await hashPassword('123456');
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 25 }), async (commands) => {
        const t = await startTestApp(dialect);
        try {
          const users = [await makeUser(t, 0, fundHash), await makeUser(t, 1, fundHash)];
          const model: TModel[] = [
            { coin: 0, frozen: 0, contract: 0 },
            { coin: 0, frozen: 0, contract: 0 },
          ];
          const pending: { id: bigint; user: number; total: number }[] = [];
          for (const c of commands) await step(t, users, model, pending, c);

          for (const [index, userId] of users.entries()) {
            const coin = (await getAssets(t.deps, userId, 'coin')).list.find((l) => l.currency === 'USDT')!;
            const contract = (await getAssets(t.deps, userId, 'contract')).list.find((l) => l.currency === 'USDT')!;
            expect([coin.available, coin.frozen, contract.available]).toEqual([
              String(model[index].coin),
              String(model[index].frozen),
              String(model[index].contract),
            ]);
          }
          const stillPending = await t.deps.db.selectFrom('withdrawals').select('id').where('status', '=', 0n).execute();
          expect(stillPending.map((r) => r.id).sort()).toEqual(pending.map((p) => p.id).sort());
          const audit = await auditLedger(t.deps.db);
          expect(audit.isConsistent).toBe(true);
        } finally {
          await t.close();
        }
      }),
      { numRuns: dialect === 'sqlite' ? 40 : 10 },
    );
  }, 180_000);
});
