import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allocate, findAsset, LAUNCH_QUOTE, unitsOf } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { available, frozen, system } from '../ledger/accounts.js';
import { LAUNCH_ALLOCATE_KIND, projectJobKey } from './launch-projects.js';
import { allocateProject } from './launch-jobs.js';
import { seedLaunchpad } from './seed-launchpad.js';
import { balanceOf, DAY_MS, expectAuditClean, freshSymbol, FUND_PASSWORD, makeProject, subscriber } from './launch-test-support.js';

let t: TTestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const usdt = (text: string) => unitsOf(text, LAUNCH_QUOTE);

describe.each(DIALECTS)('new-coin subscriptions on %s', (dialect) => {
  it('lists projects by tab with their state and pool, and shows one in the reader\'s language', async () => {
    t = await startTestApp(dialect);
    const upcoming = await makeProject(t.deps.db, t.clock, { startIn: 2 * DAY_MS });
    const open = await makeProject(t.deps.db, t.clock, { startIn: -3_600_000, supply: '500', price: '0.5' });
    const ended = await makeProject(t.deps.db, t.clock, { startIn: -3 * DAY_MS, hours: 24 });

    const all = await t.call('/subscribe/list', {});
    expect(all.code).toBe(1);
    expect(all.data.totalRow).toBe(3);
    const byTab = async (tab: string) => (await t!.call('/subscribe/list', { tab })).data.list.map((p: { id: number; state: string }) => [p.id, p.state]);
    expect(await byTab('upcoming')).toEqual([[Number(upcoming.id), 'upcoming']]);
    expect(await byTab('subscribing')).toEqual([[Number(open.id), 'subscribing']]);
    // Ended but not allocated yet (its job has not run): allocating.
    expect(await byTab('ended')).toEqual([[Number(ended.id), 'allocating']]);

    const detail = await t.call('/subscribe/detail', { id: Number(open.id) }, { lang: 'de-DE' });
    expect(detail.data).toMatchObject({
      symbol: open.symbol,
      name: 'Testmünze',
      supply: '500',
      price: '0.5',
      hardCap: '250',
      minCommit: '10',
      buyLimit: '1000',
      committed: '0',
      participants: 0,
      state: 'subscribing',
      lockDays: 7,
      unlockTime: Number(open.project.endAt) + 7 * DAY_MS,
      market: null,
      tokenInfo: [{ label: 'Blockchain', value: 'ERC20' }],
      rule: translate('de-DE', 'launchRule'),
    });
    // A language without its own texts reads en-US.
    const ja = await t.call('/subscribe/detail', { id: Number(open.id) }, { lang: 'ja-JP' });
    expect([ja.data.name, ja.data.rule]).toEqual(['Test Token', translate('ja-JP', 'launchRule')]);
    const missing = await t.call('/subscribe/detail', { id: 999_999 }, { lang: 'fr-FR' });
    expect([missing.err, missing.msg]).toEqual(['launchNotFound', translate('fr-FR', 'launchNotFound')]);
    // The supply is escrowed: the project's escrow holds it all, the issuer is short by it.
    expect(await balanceOf(t.deps.db, system('launch_escrow', open.id), open.symbol)).toBe(500_000_000n);
    expect(await balanceOf(t.deps.db, system('launch_issuer'), open.symbol)).toBe(-500_000_000n);
    // The token is a new asset, and its allocation job waits for the end.
    expect(findAsset(open.symbol)?.scale).toBe(6);
    const job = await t.deps.db.selectFrom('jobs').select(['due_at', 'status']).where('kind', '=', LAUNCH_ALLOCATE_KIND).where('key', '=', projectJobKey(open.id)).executeTakeFirstOrThrow();
    expect([Number(job.due_at), job.status]).toEqual([open.project.endAt, 'pending']);
  });

  it('refuses a commitment outside the window, below the minimum, above the limit, without the fund password or the balance, in the reader\'s language', async () => {
    t = await startTestApp(dialect);
    const early = await makeProject(t.deps.db, t.clock, { startIn: DAY_MS });
    const open = await makeProject(t.deps.db, t.clock, { startIn: 0, minCommit: '10', buyLimit: '300' });
    const user = await subscriber(t, 'refusals@example.com', '250');
    const noPwd = await subscriber(t, 'nopwd@example.com', '100', { fundPassword: false });
    const apply = (id: bigint, amount: string, fundPwd = FUND_PASSWORD, token = user.token, lang = 'es-ES') => t!.call('/subscribe/apply', { id: Number(id), amount, fundPwd }, { token, lang });
    const refused = async (promise: Promise<any>, key: string) => {
      const answer = await promise;
      expect(answer.code).not.toBe(1);
      expect([answer.err, answer.msg]).toEqual([key, translate('es-ES', key as never)]);
    };
    await refused(apply(early.id, '20'), 'launchNotOpen');
    await refused(apply(999_999n, '20'), 'launchNotFound');
    await refused(apply(open.id, '9.99'), 'launchBelowMinimum');
    await refused(apply(open.id, '301'), 'launchAboveLimit');
    await refused(apply(open.id, ''), 'enterAmount');
    await refused(apply(open.id, '1.123456789'), 'invalidAmount');
    await refused(apply(open.id, '20', ''), 'enterFundPassword');
    await refused(apply(open.id, '20', '000000'), 'fundPasswordIncorrect');
    await refused(apply(open.id, '20', FUND_PASSWORD, noPwd.token), 'fundPasswordNotSet');
    await refused(apply(open.id, '260'), 'insufficientBalance');
    // Not signed in: log in first; not verified: the access check answers.
    expect((await t.call('/subscribe/apply', { id: Number(open.id), amount: '20', fundPwd: FUND_PASSWORD })).code).not.toBe(1);
    // Nothing was committed by any refusal.
    expect(await balanceOf(t.deps.db, available(user.userId), 'USDT')).toBe(usdt('250'));
    expect((await t.call('/subscribe/detail', { id: Number(open.id) })).data).toMatchObject({ committed: '0', participants: 0 });

    // Two commitments add up; the limit counts them together.
    const first = await apply(open.id, '200');
    expect(first.code).toBe(1);
    expect(first.data).toMatchObject({ projectId: Number(open.id), committed: '200', state: 'pending', allocated: '0' });
    await refused(apply(open.id, '101'), 'launchAboveLimit');
    expect((await apply(open.id, '50')).data.committed).toBe('250');
    expect(await balanceOf(t.deps.db, frozen(user.userId), 'USDT')).toBe(usdt('250'));
    expect(await balanceOf(t.deps.db, available(user.userId), 'USDT')).toBe(0n);
    expect((await t.call('/subscribe/detail', { id: Number(open.id) })).data).toMatchObject({ committed: '250', participants: 1 });
    const mine = await t.call('/subscribe/my', {}, { token: user.token });
    expect(mine.data.totalRow).toBe(1);
    expect(mine.data.list[0]).toMatchObject({ symbol: open.symbol, name: 'Test Token', committed: '250', state: 'pending' });
    await expectAuditClean(t.deps.db);

    // After the end: closed.
    t.clock.advance(25 * 3_600_000);
    await refused(apply(open.id, '20'), 'launchNotOpen');
  });

  it('lets twenty concurrent commitments of one user pass the limit never', { timeout: 60_000 }, async () => {
    t = await startTestApp(dialect);
    const open = await makeProject(t.deps.db, t.clock, { startIn: 0, buyLimit: '1000', minCommit: '10' });
    const user = await subscriber(t, 'racer@example.com', '5000');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t!.call('/subscribe/apply', { id: Number(open.id), amount: '100', fundPwd: FUND_PASSWORD }, { token: user.token })),
    );
    const accepted = answers.filter((a) => a.code === 1);
    expect(accepted).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.err === 'launchAboveLimit')).toBe(true);
    expect(await balanceOf(t.deps.db, frozen(user.userId), 'USDT')).toBe(usdt('1000'));
    expect(await balanceOf(t.deps.db, available(user.userId), 'USDT')).toBe(usdt('4000'));
    const row = await t.deps.db.selectFrom('launch_projects').select(['committed_total', 'participants']).where('id', '=', open.id).executeTakeFirstOrThrow();
    expect([row.committed_total, row.participants]).toEqual([usdt('1000'), 1n]);
    await expectAuditClean(t.deps.db);
  });

  it('allocates once by the published rule at the end, and releases the tokens at the lock\'s end', { timeout: 60_000 }, async () => {
    t = await startTestApp(dialect);
    // 100 tokens at 2 USDT: a hard cap of 200 USDT, oversubscribed by 150 + 90 + 33.33 committed.
    const p = await makeProject(t.deps.db, t.clock, { startIn: 0, supply: '100', price: '2', scale: 2, minCommit: '1', buyLimit: '1000', hours: 2, lockDays: 3 });
    const users = [await subscriber(t, 'a@example.com', '500'), await subscriber(t, 'b@example.com', '500'), await subscriber(t, 'c@example.com', '500')];
    const amounts = ['150', '90', '33.33'];
    for (const [i, u] of users.entries()) {
      const answer = await t.call('/subscribe/apply', { id: Number(p.id), amount: amounts[i], fundPwd: FUND_PASSWORD }, { token: u.token });
      expect(answer.code).toBe(1);
      t.clock.advance(1_000);
    }
    // Before the end the job waits.
    expect(await t.deps.jobs.runner.runDue()).toBe(0);
    t.clock.advance(2 * 3_600_000);
    expect((await t.call('/subscribe/detail', { id: Number(p.id) })).data.state).toBe('allocating');
    await t.deps.jobs.runner.runDue();

    const subs = await t.deps.db.selectFrom('launch_subscriptions').selectAll().where('project_id', '=', p.id).orderBy('id').execute();
    const expected = allocate({ supply: p.project.supply, price: p.project.price, scale: 2, subscriptions: subs.map((s) => ({ id: s.id, committed: s.committed, subscribedAt: Number(s.created_at) })) });
    expect(expected.allocated).toBe(p.project.supply);
    for (const [i, s] of subs.entries()) {
      const line = expected.lines.find((l) => l.id === s.id)!;
      expect([s.status, s.allocated, s.cost, s.refund]).toEqual(['allocated', line.allocated, line.cost, line.refund]);
      const u = users[i];
      expect(await balanceOf(t.deps.db, frozen(u.userId), 'USDT')).toBe(0n);
      expect(await balanceOf(t.deps.db, available(u.userId), 'USDT')).toBe(usdt('500') - line.cost);
      expect(await balanceOf(t.deps.db, frozen(u.userId), p.symbol)).toBe(line.allocated);
      expect(await balanceOf(t.deps.db, available(u.userId), p.symbol)).toBe(0n);
    }
    expect(await balanceOf(t.deps.db, system('launch_proceeds'), 'USDT')).toBe(expected.proceeds);
    expect(await balanceOf(t.deps.db, system('launch_escrow', p.id), p.symbol)).toBe(0n);
    const detail = (await t.call('/subscribe/detail', { id: Number(p.id) })).data;
    expect([detail.state, detail.allocated]).toEqual(['locked', '100']);
    const mine = (await t.call('/subscribe/my', { projectId: Number(p.id) }, { token: users[0].token })).data.list[0];
    expect(mine).toMatchObject({ state: 'allocated', allocated: String(Number(expected.lines[0].allocated) / 100) });
    const note = await t.deps.db.selectFrom('user_messages').select(['kind', 'params']).where('user_id', '=', users[0].userId).where('kind', '=', 'launchAllocated').execute();
    expect(note).toHaveLength(1);
    await expectAuditClean(t.deps.db);

    // Run twice: the second run allocates nothing more.
    const before = await t.deps.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'launch_allocate').execute();
    expect(before).toHaveLength(3);
    expect(await t.deps.db.transaction().execute((tx) => allocateProject(tx, { clock: t!.clock, writeIo: t!.deps.writeIo }, p.id))).toBeNull();
    await t.deps.jobs.runner.runDue();
    expect(await t.deps.db.selectFrom('ledger_transactions').select('id').where('type', '=', 'launch_allocate').execute()).toHaveLength(3);

    // The lock's end: tokens available, subscriptions released.
    t.clock.advance(3 * DAY_MS);
    await t.deps.jobs.runner.runDue();
    for (const [i, u] of users.entries()) {
      const line = expected.lines.find((l) => l.id === subs[i].id)!;
      expect(await balanceOf(t.deps.db, frozen(u.userId), p.symbol)).toBe(0n);
      expect(await balanceOf(t.deps.db, available(u.userId), p.symbol)).toBe(line.allocated);
    }
    expect((await t.call('/subscribe/detail', { id: Number(p.id) })).data.state).toBe('ended');
    expect((await t.call('/subscribe/list', { tab: 'ended' })).data.list[0].state).toBe('ended');
    const released = (await t.call('/subscribe/my', {}, { token: users[1].token, lang: 'zh-CN' })).data.list[0];
    expect(released.state).toBe('released');
    expect(released.releasedAt).toBe(t.clock.now());
    expect(await t.deps.db.selectFrom('user_messages').select('id').where('kind', '=', 'launchUnlocked').execute()).toHaveLength(3);
    await expectAuditClean(t.deps.db);
  });

  it('gives everyone what they asked for when undersubscribed and returns the rest of the supply to the issuer', async () => {
    t = await startTestApp(dialect);
    const p = await makeProject(t.deps.db, t.clock, { startIn: 0, supply: '1000', price: '0.3', scale: 0, minCommit: '1', hours: 1, lockDays: 0 });
    const u = await subscriber(t, 'under@example.com', '100');
    expect((await t.call('/subscribe/apply', { id: Number(p.id), amount: '10', fundPwd: FUND_PASSWORD }, { token: u.token })).code).toBe(1);
    t.clock.advance(3_600_000);
    await t.deps.jobs.runner.runDue();
    // 10 USDT buys 33 whole tokens at 0.3 (9.9 USDT); 0.1 back; no lock, so released at once.
    expect(await balanceOf(t.deps.db, available(u.userId), p.symbol)).toBe(33n);
    expect(await balanceOf(t.deps.db, available(u.userId), 'USDT')).toBe(usdt('90.1'));
    expect(await balanceOf(t.deps.db, system('launch_issuer'), p.symbol)).toBe(-33n);
    expect(await balanceOf(t.deps.db, system('launch_escrow', p.id), p.symbol)).toBe(0n);
    await expectAuditClean(t.deps.db);
  });

  it('creates, lists and runs projects from the operator\'s command line, recorded', async () => {
    t = await startTestApp(dialect);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'launch-ops-'));
    const symbol = freshSymbol('OP');
    const file = path.join(dir, 'p.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        symbol, scale: 8, supply: '1000000', price: '0.05', minCommit: '10', buyLimit: '5000', start: 'now', end: '+90s', lockDays: 1, images: ['https://example.com/logo.png'],
        texts: { 'en-US': { name: 'Ops Token', summary: 'From a file', roadshow: 'Hello', tokenInfo: [{ label: 'Chain', value: 'ERC20' }] }, 'ar-AE': { name: 'رمز', summary: 'من ملف' } },
      }),
    );
    const ctx = { db: t.deps.db, clock: t.clock };
    const created = await runOpsCommand(ctx, ['launch:create', file], 'alice');
    const id = Number(/^launch project (\d+) created/.exec(created)![1]);
    const detail = (await t.call('/subscribe/detail', { id }, { lang: 'ar-AE' })).data;
    expect(detail).toMatchObject({ name: 'رمز', summary: 'من ملف', price: '0.05', supply: '1000000', endTime: t.clock.now() + 90_000, images: ['https://example.com/logo.png'] });
    await expect(runOpsCommand(ctx, ['launch:create', file], 'alice')).rejects.toThrow(/already an asset/);
    expect(await runOpsCommand(ctx, ['launch:list'], 'alice')).toContain(`${id} ${symbol} subscribing`);
    expect(await runOpsCommand(ctx, ['launch:run-now'], 'alice')).toBe('launchpad jobs run: 0');
    t.clock.advance(91_000);
    expect(await runOpsCommand(ctx, ['launch:run-now'], 'alice')).toBe('launchpad jobs run: 1');
    expect((await t.call('/subscribe/detail', { id })).data.state).toBe('locked');
    t.clock.advance(DAY_MS);
    expect(await runOpsCommand(ctx, ['launch:run-now'], 'alice')).toBe('launchpad jobs run: 1');
    expect((await t.call('/subscribe/detail', { id })).data.state).toBe('ended');
    const actions = await t.deps.db.selectFrom('operator_actions').select(['action', 'operator']).where('action', 'like', 'launch:%').execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['launch:create', 'launch:run-now', 'launch:run-now', 'launch:run-now']);
    // A malformed file says what is wrong.
    fs.writeFileSync(file, JSON.stringify({ symbol: 'X', scale: 8 }));
    await expect(runOpsCommand(ctx, ['launch:create', file], 'alice')).rejects.toThrow(/launch file:/);
    fs.rmSync(dir, { recursive: true, force: true });
    await expectAuditClean(t.deps.db);
  });

  it('seeds three demo projects once, in every language, the ended one allocated through the ledger', async () => {
    t = await startTestApp(dialect, { isDemo: true });
    const symbols = [freshSymbol('DA'), freshSymbol('DB'), freshSymbol('DC')];
    await seedLaunchpad(t.deps, symbols);
    await seedLaunchpad(t.deps, symbols);
    const list = (await t.call('/subscribe/list', {}, { lang: 'ko-KR' })).data.list as { symbol: string; state: string; committed: string; allocated: string }[];
    expect(list.map((p) => [p.symbol, p.state]).sort()).toEqual([
      [symbols[0], 'upcoming'],
      [symbols[1], 'subscribing'],
      [symbols[2], 'locked'],
    ]);
    expect(list.find((p) => p.symbol === symbols[1])!.committed).not.toBe('0');
    expect(list.find((p) => p.symbol === symbols[2])!.allocated).toBe('100000');
    const texts = await t.deps.db.selectFrom('launch_texts').select('locale').execute();
    expect(texts).toHaveLength(3 * 14);
    expect((await t.call('/subscribe/detail', { id: 1 }, { lang: 'ar-AE' })).data.tokenInfo[0].label).toBe('السلسلة');
    await expectAuditClean(t.deps.db);
  });
});
