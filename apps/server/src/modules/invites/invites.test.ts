import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, DEMO, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { createJobRunner } from '../../platform/jobs/job-runner.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { DAY_MS, dayKey, dayStart, payoutDueAt } from './invite-day.js';
import { INVITE_PAYOUT_KIND, invitePayoutJob, queueDay } from './invite-job.js';
import { payDueCashbacks } from './pay-cashbacks.js';
import { systemBalance } from './rewards-account.js';
import { inviteSummary } from './invite-views.js';
import { expectLedgerConsistent, insertUser, writeFeeEvent } from './invite-test-support.js';

describe.each(DIALECTS)('invites on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'alice');
  const balanceOf = async (userId: bigint, asset: string) => {
    const row = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', `user:${userId}:coin:available`).where('asset', '=', asset).executeTakeFirst();
    return row?.balance ?? 0n;
  };
  const payouts = () => t.deps.db.selectFrom('invite_payouts').selectAll().orderBy('id').execute();
  const verify = (userId: bigint) => t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', userId).execute();
  const creditDeposit = (userId: bigint) =>
    t.deps.db
      .insertInto('deposits')
      .values({ user_id: userId, currency: 'USDT', chain: 'TRC20', address: 'T', amount: 100n, proof: '', tx_hash: '', status: 1n, reason: '', reviewed_by: 'op', reviewed_at: 0n, created_at: 0n })
      .execute();
  const sameIdentity = async (a: bigint, b: bigint, status = 3n) => {
    for (const user of [a, b]) {
      await t.deps.db
        .insertInto('kyc_submissions')
        .values({ user_id: user, real_name: 'R', id_number: '1', id_country: 'US', identity_hash: `h-${a}-${b}`, front_file: 'f', back_file: 'b', status: user === a ? 2n : status, reason: '', created_at: 0n })
        .execute();
    }
  };

  it('pays a day once in the maintenance window, whether the job runs twice or two runners race', async () => {
    const now = t.clock.now();
    const a = await insertUser(t.deps.db, now, null);
    const b = await insertUser(t.deps.db, now, a);
    const c = await insertUser(t.deps.db, now, b);
    const day = dayStart(now);
    await writeFeeEvent(t.deps.db, { kind: 'spot', symbol: 'btcusdt', buyer: c, seller: b, takerSide: 'buy', buyerFee: 1_000n, sellerFee: 2_000_000n, at: day + 1000 });
    await writeFeeEvent(t.deps.db, { kind: 'seconds', user: c, fee: 50_000_000n, at: day + 2000 });
    await queueDay(t.deps.db, t.clock, day);

    // Before the window nothing is due.
    expect(await t.deps.jobs.runner.runDue()).toBe(0);
    t.clock.advance(payoutDueAt(day) - now);
    const runners = [1, 2].map((n) => createJobRunner({ db: t.deps.db, dialect: t.deps.dialect, clock: t.clock, owner: `r${n}`, handlers: [invitePayoutJob({ clock: t.clock })] }));
    await Promise.all(runners.map((r) => r.runDue()));

    // c (level 1 of b, level 2 of a) paid 1000 BTC units and 0.5 USDT; b (level 1 of a) paid 0.02 USDT.
    const rows = await payouts();
    expect(rows.map((r) => [r.beneficiary_id, r.friend_id, Number(r.level), r.asset, r.amount]).sort()).toEqual(
      [
        [b, c, 1, 'BTC', 200n],
        [a, c, 2, 'BTC', 100n],
        [b, c, 1, 'USDT', 10_000_000n],
        [a, c, 2, 'USDT', 5_000_000n],
        [a, b, 1, 'USDT', 400_000n],
      ].sort(),
    );
    expect(await balanceOf(a, 'USDT')).toBe(5_400_000n);

    // The same job run again (as after a crash) pays nothing more; the ledger refuses a second transfer too.
    await t.deps.db.transaction().execute((tx) => invitePayoutJob({ clock: t.clock }).run({ id: 0n, kind: INVITE_PAYOUT_KIND, key: dayKey(day), payload: { day }, dueAt: 0, attempt: 2, maxAttempts: 5 }, tx, { owner: 'x', signal: new AbortController().signal }));
    expect(await payouts()).toHaveLength(5);
    expect(await balanceOf(a, 'USDT')).toBe(5_400_000n);

    // One message per beneficiary, day and asset; the next day is queued for its own window.
    const messages = await t.deps.db.selectFrom('user_messages').select(['user_id', 'kind', 'params']).where('kind', '=', 'rebatePaid').execute();
    expect(messages).toHaveLength(4);
    const next = await t.deps.db.selectFrom('jobs').select(['due_at', 'status']).where('kind', '=', INVITE_PAYOUT_KIND).where('key', '=', dayKey(day + DAY_MS)).executeTakeFirstOrThrow();
    expect(Number(next.due_at)).toBe(payoutDueAt(day + DAY_MS));
    await expectLedgerConsistent(t.deps.db);
  });

  it('pays once when two payers race on the same day outside the job runner (the payout lock and the unique keys)', async () => {
    const now = t.clock.now();
    const a = await insertUser(t.deps.db, now, null);
    const b = await insertUser(t.deps.db, now, a);
    const day = dayStart(now) - DAY_MS;
    await writeFeeEvent(t.deps.db, { kind: 'seconds', user: b, fee: 10_000_000n, at: day + 1 });
    const { payRebatesOfDay } = await import('./pay-rebates.js');
    const results = await Promise.allSettled([1, 2].map(() => t.deps.db.transaction().execute((tx) => payRebatesOfDay(tx, now, day))));
    expect(results.filter((r) => r.status === 'fulfilled').flatMap((r) => (r as PromiseFulfilledResult<unknown[]>).value)).toHaveLength(1);
    expect((await payouts()).map((r) => r.amount)).toEqual([2_000_000n]);
    expect(await balanceOf(a, 'USDT')).toBe(2_000_000n);
    await expectLedgerConsistent(t.deps.db);
  });

  it('never pays out more than the fee account holds: the day fails, pays nothing, and is retried', async () => {
    const now = t.clock.now();
    const a = await insertUser(t.deps.db, now, null);
    const b = await insertUser(t.deps.db, now, a);
    const day = dayStart(now) - DAY_MS;
    await writeFeeEvent(t.deps.db, { kind: 'seconds', user: b, fee: 10_000_000n, at: day + 1 });
    // The fee account emptied some other way (as an operator's sweep would): nothing is left to share.
    const { postTransaction } = await import('../ledger/post-transaction.js');
    const { system } = await import('../ledger/accounts.js');
    const held = await systemBalance(t.deps.db, 'fees', 'USDT');
    await postTransaction(t.deps.db, now, { type: 'fee', reference: 'test-sweep', postings: [{ account: system('fees'), asset: 'USDT', amount: -held }, { account: system('deposit_clearing'), asset: 'USDT', amount: held }] });
    await queueDay(t.deps.db, t.clock, day);
    await t.deps.jobs.runner.runDue();
    expect(await payouts()).toEqual([]);
    expect(await balanceOf(a, 'USDT')).toBe(0n);
    const job = await t.deps.db.selectFrom('jobs').select(['status', 'last_error']).where('kind', '=', INVITE_PAYOUT_KIND).where('key', '=', dayKey(day)).executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
    expect(job.last_error).toContain('fee account holds 0 USDT');
    await expectLedgerConsistent(t.deps.db);
  });

  it('pays nothing to a referrer who is the friend (the same identity), and the levels above still earn', async () => {
    const now = t.clock.now();
    const top = await insertUser(t.deps.db, now, null);
    const a = await insertUser(t.deps.db, now, top);
    const b = await insertUser(t.deps.db, now, a);
    await sameIdentity(a, b);
    const day = dayStart(now) - DAY_MS;
    await writeFeeEvent(t.deps.db, { kind: 'contractOpen', user: b, fee: 1_000_000n, at: day + 5 });
    await writeFeeEvent(t.deps.db, { kind: 'contractClose', user: b, fee: 1_000_000n, at: day + 6 });
    await queueDay(t.deps.db, t.clock, day);
    await t.deps.jobs.runner.runDue();
    const rows = await payouts();
    expect(rows.map((r) => [r.beneficiary_id, r.friend_id, Number(r.level), r.amount])).toEqual([[top, b, 2, 200_000n]]);
    expect(await balanceOf(a, 'USDT')).toBe(0n);

    // The same identity brings no cashback either.
    await verify(b);
    await creditDeposit(b);
    await ops('invite:fund', '100', 'bank-1');
    const run = await t.deps.db.transaction().execute((tx) => payDueCashbacks(tx, t.clock.now()));
    expect(run.paid).toBe(0);
    expect(await balanceOf(a, 'USDT')).toBe(0n);
    await expectLedgerConsistent(t.deps.db);
  });

  it('counts no cashback as waiting for a friend who shares the referrer identity (the summary, the operator list and the payer agree)', async () => {
    const now = t.clock.now();
    const a = await insertUser(t.deps.db, now, null);
    const self = await insertUser(t.deps.db, now, a);
    const friend = await insertUser(t.deps.db, now, a);
    // The second account is refused by KYC (status 3) yet is the same person: still blocked.
    await sameIdentity(a, self);
    for (const user of [self, friend]) {
      await verify(user);
      await creditDeposit(user);
    }
    // The rewards account is empty: the real friend waits, the self-referral never will be paid.
    expect((await inviteSummary(t.deps.db, a)).cashbackDue).toBe(1);
    expect(await ops('invite:list')).toContain('cashbacks due: 1');
    expect(await t.deps.db.transaction().execute((tx) => payDueCashbacks(tx, t.clock.now()))).toEqual({ paid: 0, waiting: 1 });

    await ops('invite:fund', '100', 'bank-1');
    expect(await t.deps.db.transaction().execute((tx) => payDueCashbacks(tx, t.clock.now()))).toEqual({ paid: 1, waiting: 0 });
    expect((await payouts()).map((r) => [r.beneficiary_id, r.friend_id, r.kind])).toEqual([[a, friend, 'cashback']]);
    expect((await inviteSummary(t.deps.db, a)).cashbackDue).toBe(0);
    expect(await ops('invite:list')).toContain('cashbacks due: 0');
    await expectLedgerConsistent(t.deps.db);
  });

  it('pays the one-time cashback once per verified, funded friend; it waits while the rewards account cannot pay', async () => {
    const now = t.clock.now();
    const a = await insertUser(t.deps.db, now, null);
    const b = await insertUser(t.deps.db, now, a);
    const c = await insertUser(t.deps.db, now, b);
    const pay = () => t.deps.db.transaction().execute((tx) => payDueCashbacks(tx, t.clock.now()));

    await verify(b);
    expect(await pay()).toEqual({ paid: 0, waiting: 0 }); // verified but no deposit yet
    await creditDeposit(b);
    await verify(c);
    await creditDeposit(c);
    // Due for b (a's level 1) and c (b's level 1), but the rewards account is empty: nothing is minted.
    expect(await pay()).toEqual({ paid: 0, waiting: 2 });
    expect(await balanceOf(a, 'USDT')).toBe(0n);
    const summary = await inviteSummary(t.deps.db, a);
    expect(summary.cashbackDue).toBe(1);

    // Funded for one: the oldest friend is paid, the other still waits; then funded again, paid once.
    expect(await ops('invite:fund', '7.5', 'bank-1')).toBe('rewards account balance: 7.5 USDT');
    await expect(ops('invite:fund', '7.5', 'bank-1')).rejects.toThrow('already booked');
    expect(await pay()).toEqual({ paid: 1, waiting: 1 });
    expect(await balanceOf(a, 'USDT')).toBe(500_000_000n);
    expect(await systemBalance(t.deps.db, 'invite_rewards', 'USDT')).toBe(250_000_000n);
    await ops('invite:fund', '100', 'bank-2');
    expect(await pay()).toEqual({ paid: 1, waiting: 0 });
    expect(await pay()).toEqual({ paid: 0, waiting: 0 });
    expect(await balanceOf(b, 'USDT')).toBe(500_000_000n);
    const rows = (await payouts()).filter((r) => r.kind === 'cashback');
    expect(rows.map((r) => [r.beneficiary_id, r.friend_id, r.amount])).toEqual([
      [a, b, 500_000_000n],
      [b, c, 500_000_000n],
    ]);
    const told = await t.deps.db.selectFrom('user_messages').select(['user_id', 'ref']).where('kind', '=', 'cashbackPaid').orderBy('id').execute();
    expect(told.map((m) => m.user_id)).toEqual([a, b]);
    await expectLedgerConsistent(t.deps.db);
  });

  it('answers share info, the summary, the friends and the rewards of the caller only', async () => {
    const alice = await registerByEmail(t, 'alice@example.com', { invitationCode: DEMO.invitationCode });
    const code = (await t.call('/index/share', {}, { token: alice.token })).data.inviteCode as string;
    const bob = await registerByEmail(t, 'bob.friend@example.com', { invitationCode: code });
    await registerByEmail(t, 'carol@example.com', { invitationCode: (await t.call('/index/share', {}, { token: bob.token })).data.inviteCode });

    const share = await t.call('/index/share', {}, { token: alice.token });
    expect(share.code).toBe(1);
    expect(share.data).toMatchObject({ inviteCode: code, links: { mobile: `/register?code=${code}`, desktop: `/pc/home?code=${code}` }, poster: { ratios: ['0.2', '0.1', '0.05'], cashback: '5' } });
    expect((await t.call('/index/share', {})).code).toBe(-2);

    const friends = await t.call('/invite/friends', {}, { token: alice.token });
    expect(friends.data.list.map((f: { account: string; level: number }) => [f.account, f.level])).toEqual([
      ['ca***@example.com', 2],
      ['bo***@example.com', 1],
    ]);
    expect((await t.call('/invite/friends', { level: 1 }, { token: alice.token })).data.totalRow).toBe(1);

    const day = dayStart(t.clock.now());
    await writeFeeEvent(t.deps.db, { kind: 'seconds', user: BigInt(bob.userId), fee: 100_000_000n, at: t.clock.now() });
    t.clock.advance(payoutDueAt(day) - t.clock.now());
    await queueDay(t.deps.db, t.clock, day);
    await t.deps.jobs.runner.runDue();

    const summary = await t.call('/invite/summary', {}, { token: alice.token });
    expect(summary.data.levels.map((l: { level: number; ratio: string; friends: number }) => [l.level, l.ratio, l.friends])).toEqual([
      [1, '0.2', 1],
      [2, '0.1', 1],
      [3, '0.05', 0],
    ]);
    expect(summary.data.levels[0].tradeRebate).toEqual([{ asset: 'USDT', amount: '0.2' }]);
    expect(summary.data).toMatchObject({ total: [{ asset: 'USDT', amount: '0.2' }], rechargeRebate: '0', cashbackAmount: '5' });
    const rewards = await t.call('/invite/rewards', { pageNo: 1, pageSize: 10 }, { token: alice.token });
    expect(rewards.data.list).toEqual([expect.objectContaining({ friend: 'bo***@example.com', level: 1, kind: 'rebate', asset: 'USDT', amount: '0.2', day })]);
    // Bob sees his own (none), never Alice's.
    expect((await t.call('/invite/rewards', {}, { token: bob.token })).data.totalRow).toBe(0);
    for (const body of [{ pageNo: 'x' }, { pageSize: 1000 }, { level: 9 }, { kind: 'other' }] as Record<string, string | number>[]) {
      const bad = await t.call('/invite/rewards', body, { token: alice.token });
      expect(bad.code).toBe(0);
    }
  });

  it('lets an operator change the ratios and the cashback within bounds, recorded', async () => {
    expect(await ops('invite:set', 'ratio1', '0.25')).toBe('ratio1=0.25 ratio2=0.1 ratio3=0.05 cashback=5 USDT');
    await expect(ops('invite:set', 'ratio2', '0.3')).rejects.toThrow('must not exceed 0.5');
    await expect(ops('invite:set', 'ratio3', '-1')).rejects.toThrow('takes a rate');
    await expect(ops('invite:set', 'cashback', '5000')).rejects.toThrow('cashback takes');
    await expect(ops('invite:set', 'deposit', '0.1')).rejects.toThrow('unknown field');
    expect(await ops('invite:set', 'cashback', '2.5')).toContain('cashback=2.5 USDT');
    const actions = await t.deps.db.selectFrom('operator_actions').select(['action', 'operator']).where('action', 'like', 'invite:%').execute();
    expect(actions).toEqual([
      { action: 'invite:set', operator: 'alice' },
      { action: 'invite:set', operator: 'alice' },
    ]);
    expect(await ops('invite:list')).toContain('ratio1=0.25');
    expect(await ops('invite:pay-now')).toMatch(/^payout jobs run: \d+$/);
  });
});
