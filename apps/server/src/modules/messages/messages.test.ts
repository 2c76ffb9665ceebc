import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/i18n';
import { ZMessagePage } from '@exchange/contracts';
import { DIALECTS, registerByEmail, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { reviewDeposit } from '../deposits/review-deposit.js';
import { notify, notifyMany } from './notify.js';
import { seedNotices } from './seed-notices.js';
import { DEMO_NOTICE_TEXTS } from './seed-notice-texts.js';

describe.each(DIALECTS)('messages on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startMessagesApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const list = async (body: Record<string, string | number> = {}, token?: string, lang?: string) => {
    const answer = await t.call('/index/message', body, { token, lang });
    expect(answer.code).toBe(1);
    return ZMessagePage.parse(answer.data);
  };
  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'carol');
  const user = async (email: string) => {
    const u = await registerByEmail(t, email);
    t.clock.advance(1_000);
    await fund(t, u.userId, 'USDT', '100');
    t.clock.advance(1_000);
    return u;
  };

  it('lists site notices and own notifications newest first, filtered, paged, in the caller language with en-US fallback', async () => {
    const alice = await user('alice@example.com');
    t.clock.advance(1_000);
    // An operator's notice written in English only: other languages read it in English.
    expect(await ops('notice:add', 'message', '--title-en-US', 'Wallet upgrade', '--content-en-US', 'Deposits pause for ten minutes.', '--link', '/help')).toMatch(/published/);

    const visitor = await list();
    expect(visitor.list.map((m) => m.type)).toEqual(['notice', 'notice', 'notice']);
    expect(visitor).toMatchObject({ totalRow: 3, unread: 0 });
    expect(visitor.list[0]).toMatchObject({ title: 'Wallet upgrade', content: 'Deposits pause for ten minutes.', link: '/help', isRead: false, kind: null });
    expect(visitor.list[1].title).toBe('Welcome to the demo exchange');
    // A visitor asking for personal messages gets none (and no error).
    expect(await list({ type: 'personal' })).toMatchObject({ list: [], totalRow: 0 });

    const all = await list({}, alice.token);
    expect(all).toMatchObject({ totalRow: 4, unread: 4 });
    expect(all.list.map((m) => m.id[0])).toEqual(['n', 'm', 'n', 'n']);
    expect(all.list[1]).toMatchObject({ type: 'personal', kind: 'depositCredited', title: 'Deposit credited', isRead: false });
    expect(all.list[1].content).toContain('100 USDT');

    const german = await list({}, alice.token, 'de-DE');
    expect(german.list[0].title).toBe('Wallet upgrade');
    expect(german.list[1].title).toBe('Einzahlung gutgeschrieben');
    expect(german.list[1].content).toMatch(/^100 USDT wurden Ihrem Konto gutgeschrieben/);
    expect(german.list[2].title).toBe('Willkommen an der Demo-Börse');
    expect((await list({ type: 'personal' }, alice.token, 'ar-AE')).list[0].title).toBe('تم إيداع المبلغ');
    expect((await list({ type: 'notices' }, alice.token, 'ja-JP')).list.map((m) => m.title)).toEqual(['Wallet upgrade', 'デモ取引所へようこそ', '毎日のメンテナンス 03:00–05:00（UTC）']);

    const page2 = await list({ pageNo: 2, pageSize: 3 }, alice.token);
    expect(page2).toMatchObject({ totalRow: 4, pageNo: 2, pageSize: 3 });
    expect(page2.list.map((m) => m.id)).toEqual([all.list[3].id]);
    expect((await list({ pageSize: 10 }, alice.token)).pageSize).toBe(10);
    // Bad filters and paging are refused by the schema, never a 5xx.
    expect((await t.call('/index/message', { type: 'secret' })).err).toBe('invalidParams');
    expect((await t.call('/index/message', { pageSize: 1000 })).err).toBe('invalidParams');
  });

  it('keeps read state per user, refuses another user message and counts unread', async () => {
    const alice = await user('alice@example.com');
    const bob = await user('bob@example.com');
    const aliceList = await list({}, alice.token);
    const bobList = await list({}, bob.token);
    expect(aliceList.unread).toBe(3);
    expect(bobList.unread).toBe(3);
    const notice = aliceList.list.find((m) => m.type === 'notice')!;
    const aliceOwn = aliceList.list.find((m) => m.type === 'personal')!;
    const bobOwn = bobList.list.find((m) => m.type === 'personal')!;

    expect(await t.call('/index/readMessage', { id: notice.id }, { token: alice.token })).toMatchObject({ code: 1, data: { unread: 2 } });
    expect((await list({}, alice.token)).list.find((m) => m.id === notice.id)?.isRead).toBe(true);
    // Bob's notice is still unread: a read is the reader's own.
    expect((await list({}, bob.token)).list.find((m) => m.id === notice.id)?.isRead).toBe(false);
    expect((await t.call('/index/messageUnread', {}, { token: bob.token })).data).toEqual({ unread: 3 });

    // Bob's notification is not Alice's to read or mark, and looks like an id that does not exist.
    expect(await t.call('/index/readMessage', { id: bobOwn.id }, { token: alice.token })).toMatchObject({ code: 0, err: 'noData' });
    expect(await t.call('/index/messageDetail', { id: bobOwn.id }, { token: alice.token })).toMatchObject({ code: 0, err: 'noData' });
    expect(await t.call('/index/messageDetail', { id: bobOwn.id })).toMatchObject({ code: 0, err: 'noData' });
    expect((await list({ type: 'personal' }, bob.token)).list[0].isRead).toBe(false);
    for (const id of ['m999999', 'n999999', 'x1', 'n0', '', 'm1e3', 'n99999999999999999999']) {
      expect((await t.call('/index/readMessage', { id }, { token: alice.token })).err).toBe('noData');
    }
    expect((await t.call('/index/readMessage', {}, { token: alice.token })).err).toBe('noData');
    // Marking needs a session.
    expect((await t.call('/index/readMessage', { id: notice.id })).code).toBe(-2);
    expect((await t.call('/index/messageUnread', {})).code).toBe(-2);

    // The detail marks read for its reader; a visitor may read a notice without a read being stored.
    const detail = await t.call('/index/messageDetail', { id: aliceOwn.id }, { token: alice.token, lang: 'fr-FR' });
    expect(detail).toMatchObject({ code: 1, data: { id: aliceOwn.id, title: 'Dépôt crédité', isRead: true, unread: 1 } });
    expect(await t.call('/index/messageDetail', { id: notice.id })).toMatchObject({ code: 1, data: { id: notice.id, isRead: false, unread: 0 } });

    expect(await t.call('/index/readMessage', { all: 'true' }, { token: alice.token })).toMatchObject({ code: 1, data: { unread: 0 } });
    expect((await list({}, alice.token)).list.every((m) => m.isRead)).toBe(true);
    expect((await list({}, bob.token)).unread).toBe(3);
    // A notice published later is unread again for Alice only until she reads it.
    await ops('notice:add', 'message', '--title-en-US', 'New listing');
    expect((await list({}, alice.token)).unread).toBe(1);
    // An unpublished notice leaves every list and count, and cannot be read.
    const newest = (await list({ type: 'notices' })).list[0];
    await ops('notice:unpublish', newest.id.slice(1));
    expect((await list({}, alice.token)).unread).toBe(0);
    expect((await t.call('/index/readMessage', { id: newest.id }, { token: bob.token })).err).toBe('noData');
    expect((await list({ type: 'notices' })).totalRow).toBe(2);
  });

  it('writes a notification once even when its event runs twice', async () => {
    const alice = await registerByEmail(t, 'alice@example.com');
    const userId = BigInt(alice.userId);
    const n = { userId, kind: 'depositCredited' as const, params: { depositId: '7', coin: 'USDT', amount: '5' }, ref: 'deposit:7', now: BigInt(t.clock.now()) };
    expect(await notify(t.deps.db, n)).not.toBeNull();
    expect(await notify(t.deps.db, n)).toBeNull();
    await notifyMany(t.deps.db, [n, { ...n, ref: 'deposit:8' }]);
    await notifyMany(t.deps.db, [{ ...n, ref: 'deposit:8' }]);
    expect((await list({ type: 'personal' }, alice.token)).totalRow).toBe(2);

    // A deposit review replayed with its idempotency key answers the stored result: still one message.
    const row = await t.deps.db
      .insertInto('deposits')
      .values({ user_id: userId, currency: 'USDT', chain: 'TRC20', address: 'x', amount: 2_500_000_000n, proof: '', tx_hash: '', status: 0n, reason: '', reviewed_by: null, reviewed_at: null, created_at: BigInt(t.clock.now()) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decision = { id: row.id, operator: 'alice-op', approve: false, reason: 'wrong network', txHash: '' };
    const key = { key: 'review-1', requestHash: 'h' };
    await reviewDeposit(t.deps, decision, key);
    await reviewDeposit(t.deps, decision, key);
    await expect(reviewDeposit(t.deps, decision)).rejects.toThrow();
    // (Other modules may tell of the same event in their own kinds, a score change for one: only the deposit's are counted.)
    const personal = (await list({ type: 'personal' }, alice.token)).list.filter((m) => m.kind?.startsWith('deposit'));
    expect(personal.map((m) => m.kind)).toEqual(['depositRejected', 'depositCredited', 'depositCredited']);
    expect(personal[0]).toMatchObject({ kind: 'depositRejected', title: 'Deposit rejected' });
    expect(personal[0].content).toBe(`Your deposit of 25 USDT (deposit ${row.id}) was not credited. Reason: wrong network`);
  });

  it('home info: published banners and home notices in the caller language; operators add, edit and unpublish them, audited', async () => {
    const home = await t.call('/index', {}, { lang: 'zh-CN' });
    expect(home.code).toBe(1);
    expect(home.data.banners.map((b: { title: string }) => b.title)).toEqual(['现货、合约与秒合约，一个账户全部搞定', '每一个结算价格都有记录，可供核查']);
    expect(home.data.notices).toHaveLength(2);
    expect(home.data.notices[0]).toMatchObject({ title: '所用的每个价格都有记录', link: null });

    const added = await ops('notice:add', 'banner', '--title-en-US', 'Earn', '--title-ar-AE', 'اربح', '--content-en-US', '', '--image', 'https://cdn.example.com/b.png', '--link', '/fund', '--position', '0');
    const id = /notice (\d+)/.exec(added)![1];
    const arabic = await t.call('/index', {}, { lang: 'ar-AE' });
    expect(arabic.data.banners.find((b: { id: string }) => b.id === `n${id}`)).toEqual({ id: `n${id}`, title: 'اربح', image: 'https://cdn.example.com/b.png', link: '/fund' });
    expect(await ops('notice:edit', id, '--title-en-US', 'Earn more', '--link', '-')).toBe(`notice ${id} changed`);
    const english = await t.call('/index', {});
    expect(english.data.banners.find((b: { id: string }) => b.id === `n${id}`)).toMatchObject({ title: 'Earn more', link: null });
    await ops('notice:unpublish', id);
    expect((await t.call('/index', {})).data.banners.some((b: { id: string }) => b.id === `n${id}`)).toBe(false);
    expect(await ops('notice:list', 'banner')).toMatch(new RegExp(`^${id} banner unpublished .*"Earn more"`, 'm'));

    // From a file with the texts of all 14 languages.
    const file = path.join(os.tmpdir(), `notice-${process.pid}-${dialect}.json`);
    const texts = Object.fromEntries(LOCALES.map((l) => [l, { title: DEMO_NOTICE_TEXTS[l][6], content: DEMO_NOTICE_TEXTS[l][7] }]));
    fs.writeFileSync(file, JSON.stringify({ link: 'https://example.com/proof', position: 5, texts }));
    const fromFile = /notice (\d+)/.exec(await ops('notice:add', 'home', '--file', file))![1];
    fs.rmSync(file);
    const hindi = (await t.call('/index', {}, { lang: 'hi' })).data.notices.find((n: { id: string }) => n.id === `n${fromFile}`);
    expect(hindi).toMatchObject({ title: 'उपयोग किया गया हर मूल्य दर्ज है', link: 'https://example.com/proof' });
    fs.writeFileSync(file, JSON.stringify({ texts: { 'en-US': { title: '' } } }));
    await expect(ops('notice:add', 'home', '--file', file)).rejects.toThrow(/title is required/);
    fs.rmSync(file);

    // Refused: no en-US title, an unknown language, a javascript: link, an unknown placement or id.
    await expect(ops('notice:add', 'home', '--title-de-DE', 'Nur Deutsch')).rejects.toThrow(/en-US/);
    await expect(ops('notice:add', 'home', '--title-xx-XX', 'x')).rejects.toThrow(/unknown option/);
    await expect(ops('notice:add', 'home', '--title-en-US', 'x', '--link', 'javascript:alert(1)')).rejects.toThrow(/link/);
    await expect(ops('notice:add', 'popup', '--title-en-US', 'x')).rejects.toThrow(/usage/);
    await expect(ops('notice:unpublish', '999999')).rejects.toThrow(/no notice/);

    const audit = await t.deps.db.selectFrom('operator_actions').selectAll().where('subject', '=', `notice:${id}`).orderBy('id').execute();
    expect(audit.map((a) => [a.operator, a.action])).toEqual([
      ['carol', 'notice:add'],
      ['carol', 'notice:edit'],
      ['carol', 'notice:unpublish'],
    ]);
    expect(JSON.parse(audit[1].detail)).toMatchObject({ before: { link: '/fund' }, link: null });
  });
});

/** The test app with the demo notices (main.ts seeds them in demo mode; the test app does not). */
async function startMessagesApp(dialect: (typeof DIALECTS)[number]): Promise<TTestApp> {
  const { startTestApp } = await import('../../test/test-app.js');
  const t = await startTestApp(dialect);
  await seedNotices(t.deps);
  return t;
}
