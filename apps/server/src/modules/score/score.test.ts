import { translate } from '@exchange/i18n';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findAsset, unitsOf } from '@exchange/contracts';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { addAddressAs, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { applyScoreRule } from './apply-score-rule.js';

describe.each(DIALECTS)('credit score on %s', (dialect) => {
  let t: TTestApp;
  let ops: { db: TTestApp['deps']['db']; clock: TTestApp['clock'] };
  beforeEach(async () => {
    t = await startTestApp(dialect);
    ops = { db: t.deps.db, clock: t.clock };
  });
  afterEach(async () => {
    await t.close();
  });

  const history = async (token: string, body: Record<string, number> = {}) => (await t.call('/score/history', body, { token })).data;
  const scoreOf = async (userId: number) =>
    Number((await t.deps.db.selectFrom('users').select('score').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow()).score);
  const pendingDeposit = async (userId: number) => {
    const row = await t.deps.db
      .insertInto('deposits')
      .values({
        user_id: BigInt(userId),
        currency: 'USDT',
        chain: findAsset('USDT')!.chains[0].chain,
        address: 'test',
        amount: unitsOf('50', 'USDT'),
        proof: '',
        tx_hash: '',
        status: 0n,
        reason: '',
        reviewed_by: null,
        reviewed_at: null,
        created_at: BigInt(t.clock.now()),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('publishes the rule table to anyone: start 95, bounds 0..100, one change per event', async () => {
    const rules = await t.call('/score/rules', {});
    expect(rules).toMatchObject({ code: 1, data: { initial: 95, min: 0, max: 100 } });
    // What the table promises can happen: the positive rule reaches the maximum from the start.
    expect(rules.data.initial + rules.data.rules.find((r: { rule: string }) => r.rule === 'identityVerified').delta).toBe(rules.data.max);
    expect(rules.data.rules).toEqual([
      { rule: 'identityVerified', delta: 5 },
      { rule: 'depositProofRejected', delta: -10 },
    ]);
  });

  it('starts every user at 95 with an empty history, which only its owner reads', async () => {
    const { token } = await registerByEmail(t, 'new@example.com');
    expect(await history(token)).toEqual({ list: [], totalRow: 0, pageNo: 1, pageSize: 10, score: 95 });
    expect((await t.call('/user/info', {}, { token })).data.score).toBe(95);
    expect((await t.call('/score/history', {})).code).toBe(-2);
  });

  it('costs a rejected deposit proof its rule once, in the review, with a notification; approval costs nothing', async () => {
    const { userId, token } = await registerByEmail(t, 'payer@example.com');
    const rejected = await pendingDeposit(userId);
    await reviewDeposit(t.deps, { id: rejected, operator: 'alice', approve: false, reason: 'no payment arrived', txHash: '' });
    await expect(reviewDeposit(t.deps, { id: rejected, operator: 'alice', approve: false, reason: 'again', txHash: '' })).rejects.toThrow();
    // Even if something applied the same event again, it counts once.
    expect(await applyScoreRule(t.deps.db, { userId: BigInt(userId), rule: 'depositProofRejected', ref: `deposit:${rejected}`, now: t.clock.now() })).toBeNull();
    const approved = await pendingDeposit(userId);
    await reviewDeposit(t.deps, { id: approved, operator: 'alice', approve: true, reason: '', txHash: '' });
    const page = await history(token);
    expect(page.score).toBe(85);
    expect(page.list).toEqual([{ id: expect.any(Number), delta: -10, score: 85, source: 'rule', rule: 'depositProofRejected', reason: '', time: t.clock.now() }]);
    const messages = await t.deps.db.selectFrom('user_messages').selectAll().where('user_id', '=', BigInt(userId)).where('kind', '=', 'scoreChanged').execute();
    expect(messages).toHaveLength(1);
    expect(JSON.parse(messages[0].params)).toEqual({ delta: '-10', score: '85', reason: 'depositProofRejected' });
    // The user reads the rule's reason in words, in their language, not its code.
    const listed = await t.call('/index/message', { type: 'personal', pageSize: 50 }, { token, lang: 'de-DE' });
    const told = (listed.data.list as { kind: string; content: string }[]).find((m) => m.kind === 'scoreChanged');
    expect(told?.content).toContain(translate('de-DE', 'notify.scoreRule.depositProofRejected'));
    expect(told?.content).not.toContain('depositProofRejected');
  });

  it('keeps the score within 0..100 and records the change actually made', async () => {
    const { userId, token } = await registerByEmail(t, 'bounds@example.com');
    const apply = (rule: 'identityVerified' | 'depositProofRejected', ref: string) => applyScoreRule(t.deps.db, { userId: BigInt(userId), rule, ref, now: t.clock.now() });
    // From the start, identity verified reaches 100; there a positive rule changes nothing, but the
    // event is spent (no notification for nothing).
    expect(await apply('identityVerified', 'kyc:0')).toMatchObject({ delta: 5, score: 100 });
    expect(await apply('identityVerified', 'kyc:1')).toMatchObject({ delta: 0, score: 100, messageId: null });
    for (let i = 0; i < 11; i += 1) await apply('depositProofRejected', `deposit:${i}`);
    expect(await scoreOf(userId)).toBe(0);
    const page = await history(token, { pageSize: 50 });
    expect(page.totalRow).toBe(13);
    expect(page.list[0]).toMatchObject({ delta: 0, score: 0 });
    expect(page.list[1]).toMatchObject({ delta: -10, score: 0 });
    expect(await apply('identityVerified', 'kyc:2')).toMatchObject({ delta: 5, score: 5 });
    // The same rule and ref at once, many times: applied exactly once.
    const results = await Promise.all(Array.from({ length: 5 }, () => t.deps.db.transaction().execute((tx) => applyScoreRule(tx, { userId: BigInt(userId), rule: 'identityVerified', ref: 'kyc:3', now: t.clock.now() }))));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await scoreOf(userId)).toBe(10);
    // Paged, newest first.
    const all = await history(token, { pageSize: 50 });
    const second = await history(token, { pageNo: 2, pageSize: 5 });
    expect(second.list.map((c: any) => c.id)).toEqual(all.list.slice(5, 10).map((c: any) => c.id));
    expect(all.list[0]).toMatchObject({ delta: 5, score: 10, rule: 'identityVerified' });
  });

  it('lets an operator adjust a score with a reason, audited, shown to the user; refuses bad commands', async () => {
    const { userId, token } = await registerByEmail(t, 'adjusted@example.com');
    const uid = (await t.call('/user/info', {}, { token })).data.uid as string;
    expect(await runOpsCommand(ops, ['score:adjust', uid, '-30', 'Chargeback', 'on', 'card', 'deposit'], 'carol')).toBe(`user ${uid}: score 65 (-30; requested -30)`);
    expect(await runOpsCommand(ops, ['score:adjust', 'adjusted@example.com', '+50', 'Appeal', 'accepted'], 'dave')).toContain('score 100 (+35; requested +50)');
    const page = await history(token);
    expect(page.list.map((c: any) => [c.delta, c.score, c.source, c.rule, c.reason])).toEqual([
      [35, 100, 'operator', null, 'Appeal accepted'],
      [-30, 65, 'operator', null, 'Chargeback on card deposit'],
    ]);
    expect(JSON.stringify(page)).not.toContain('carol');
    const audit = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', 'score:adjust').orderBy('id').execute();
    expect(audit.map((a) => [a.operator, a.subject])).toEqual([
      ['carol', `user:${userId}`],
      ['dave', `user:${userId}`],
    ]);
    expect(JSON.parse(audit[1].detail)).toMatchObject({ requested: 50, applied: 35, scoreAfter: 100, reason: 'Appeal accepted' });
    expect(await runOpsCommand(ops, ['audit:list'], 'carol')).toContain('dave score:adjust');
    for (const bad of [[uid, '0', 'x'], [uid, '-101', 'x'], [uid, '5'], [uid, 'ten', 'x'], ['nobody@example.com', '5', 'x'], [uid, '1.5', 'x']]) {
      await expect(runOpsCommand(ops, ['score:adjust', ...bad], 'carol')).rejects.toThrow();
    }
    expect(await scoreOf(userId)).toBe(100);
    const messages = await t.deps.db.selectFrom('user_messages').select('params').where('user_id', '=', BigInt(userId)).orderBy('id').execute();
    expect(messages.map((m) => JSON.parse(m.params))).toEqual([
      { delta: '-30', score: '65', reason: 'Chargeback on card deposit' },
      { delta: '+35', score: '100', reason: 'Appeal accepted' },
    ]);
  });

  it('never stops a user at score 0 from withdrawing their own funds', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    expect(await runOpsCommand(ops, ['score:adjust', DEMO.email, '-100', 'Test of the lowest score'], 'carol')).toContain('score 0');
    expect((await t.call('/user/info', {}, { token: demo })).data.score).toBe(0);
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS })).code).toBe(1);
    const withdrawal = await withdrawAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount: '100', fundPwd: DEMO.fundPassword });
    expect(withdrawal).toMatchObject({ code: 1, data: { status: 0, amount: '100' } });
  });
});
