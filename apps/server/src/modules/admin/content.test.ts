import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ADMIN_CONTENT_HELP,
  ADMIN_CONTENT_HELP_ARTICLE,
  ADMIN_CONTENT_HELP_ARTICLE_ADD,
  ADMIN_CONTENT_HELP_ARTICLE_SAVE,
  ADMIN_CONTENT_HELP_TAB_ADD,
  ADMIN_CONTENT_NOTICE_ADD,
  ADMIN_CONTENT_NOTICE_EDIT,
  ADMIN_CONTENT_NOTICE_PUBLISH,
  ADMIN_CONTENT_NOTICES,
  ADMIN_CONTENT_PAGE_SAVE,
  ADMIN_CONTENT_PAGES,
  CONTENT_LIMITS,
  type TAdminCall,
} from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';

async function post(t: TTestApp, url: string, body: unknown, token: string) {
  const response = await t.app.inject({ method: 'POST', url: `/bb${url}`, payload: body as object, headers: { 'x-operator-token': token } });
  return response.json();
}
async function get(t: TTestApp, url: string, token: string, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  const response = await t.app.inject({ method: 'GET', url: `/bb${url}${search ? `?${search}` : ''}`, headers: { 'x-operator-token': token } });
  return response.json();
}
/** The call's response schema accepts the answer (the server checks it too: checkResponses). */
function parsed<R extends z.ZodType>(call: TAdminCall<z.ZodType, R>, body: { code: number; data: unknown; msg?: string }): z.output<R> {
  expect(body.code, body.msg).toBe(1);
  return call.response.parse(body.data);
}
async function auditOf(t: TTestApp, subject: string) {
  const rows = await t.deps.db.selectFrom('operator_actions').selectAll().where('subject', '=', subject).orderBy('id').execute();
  return rows.map((r) => ({ operator: r.operator, action: r.action, reason: r.reason, before: JSON.parse(r.before), after: JSON.parse(r.after), detail: JSON.parse(r.detail) }));
}

describe.each(DIALECTS)('operator console: content on %s', (dialect) => {
  let t: TTestApp;
  let editor: string;
  let support: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    editor = await operatorSession(t.deps, 'cleo', ['content']);
    support = await operatorSession(t.deps, 'sam', ['support']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an edit of a help article in two languages is what the public help centre serves; other languages read en-US; audited with before, after and reason', async () => {
    const help = parsed(ADMIN_CONTENT_HELP, await get(t, ADMIN_CONTENT_HELP.path, editor));
    expect(help.tabs.length).toBeGreaterThanOrEqual(4);
    const first = help.articles[0];
    expect(first.locales).toHaveLength(14);
    const article = parsed(ADMIN_CONTENT_HELP_ARTICLE, await get(t, ADMIN_CONTENT_HELP_ARTICLE.path, editor, { id: first.id }));
    const oldEnglish = article.texts['en-US']!;

    const saved = await post(t, ADMIN_CONTENT_HELP_ARTICLE_SAVE.path, {
      id: first.id,
      texts: {
        'en-US': { title: 'Open an account', summary: 'Two minutes', content: 'First paragraph.\n\nSecond <b>paragraph</b>.' },
        'de-DE': { title: 'Konto eröffnen', summary: 'Zwei Minuten', content: 'Erster Absatz.' },
        // Removed: Japanese readers now get the English text.
        'ja-JP': null,
      },
      reason: 'clearer wording',
    }, editor);
    const after = parsed(ADMIN_CONTENT_HELP_ARTICLE_SAVE, saved);
    expect(after.texts['de-DE']).toMatchObject({ title: 'Konto eröffnen', updatedBy: 'cleo' });
    expect(after.texts['ja-JP']).toBeUndefined();

    const publicOf = async (lang: string) => (await t.call('/index/helpCenter', { id: first.id }, { lang })).data;
    expect(await publicOf('en-US')).toMatchObject({ title: 'Open an account', content: 'First paragraph.\n\nSecond <b>paragraph</b>.' });
    expect(await publicOf('de-DE')).toMatchObject({ title: 'Konto eröffnen', content: 'Erster Absatz.' });
    expect(await publicOf('ja-JP')).toMatchObject({ title: 'Open an account' });
    const list = (await t.call('/index/helpCenter', {}, { lang: 'de-DE' })).data as { id: number; title: string; summary: string }[];
    expect(list.find((a) => String(a.id) === first.id)).toMatchObject({ title: 'Konto eröffnen', summary: 'Zwei Minuten' });

    const [entry] = await auditOf(t, `help-article:${first.id}`);
    expect(entry).toMatchObject({ operator: 'cleo', action: 'content.edit', reason: 'clearer wording' });
    expect(entry.before.texts['en-US']).toEqual({ title: oldEnglish.title, summary: oldEnglish.summary, content: oldEnglish.content });
    expect(entry.after.texts['en-US']).toMatchObject({ title: 'Open an account' });
    expect(entry.before.texts['ja-JP'].title).toBe(article.texts['ja-JP']!.title);
    expect(entry.after.texts['ja-JP']).toBeNull();
    // Only the languages changed are recorded.
    expect(Object.keys(entry.after.texts).sort()).toEqual(['de-DE', 'en-US', 'ja-JP']);
  });

  it('adds a tab and an article to it, hides and shows the article; the public help centre follows', async () => {
    const tab = parsed(ADMIN_CONTENT_HELP_TAB_ADD, await post(t, ADMIN_CONTENT_HELP_TAB_ADD.path, { texts: { 'en-US': { title: 'Earn' }, 'zh-CN': { title: '理财' } }, reason: 'new product' }, editor));
    const added = parsed(
      ADMIN_CONTENT_HELP_ARTICLE_ADD,
      await post(t, ADMIN_CONTENT_HELP_ARTICLE_ADD.path, { tabId: tab.id, texts: { 'en-US': { title: 'How earn works', content: 'Read the terms.' } }, reason: 'new product' }, editor),
    );
    const tabs = (await t.call('/index/helpCenterTab', {}, { lang: 'zh-CN' })).data as { id: number; title: string }[];
    expect(tabs.at(-1)).toEqual({ id: Number(tab.id), title: '理财' });
    const inTab = async () => (await t.call('/index/helpCenter', { tabId: tab.id }, { lang: 'fr-FR' })).data as { title: string }[];
    expect((await inTab()).map((a) => a.title)).toEqual(['How earn works']);

    expect((await post(t, '/admin/content/help/article/visibility', { id: added.id, visible: false, reason: 'not launched yet' }, editor)).data).toEqual({ id: added.id, visible: false });
    expect(await inTab()).toEqual([]);
    expect((await t.call('/index/helpCenter', { id: added.id })).err).toBe('noData');
    await post(t, '/admin/content/help/article/visibility', { id: added.id, visible: true, reason: 'launched' }, editor);
    expect(await inTab()).toHaveLength(1);

    const audit = await auditOf(t, `help-article:${added.id}`);
    expect(audit.map((a) => [a.operator, a.action, a.reason, a.before, a.after.visible])).toEqual([
      ['cleo', 'content.edit', 'new product', null, true],
      ['cleo', 'content.edit', 'not launched yet', { visible: true }, false],
      ['cleo', 'content.edit', 'launched', { visible: false }, true],
    ]);
    expect((await auditOf(t, `help-tab:${tab.id}`))[0].after.titles).toEqual({ 'en-US': 'Earn', 'zh-CN': '理财' });

    // Renaming a tab: the new title is served at once.
    await post(t, '/admin/content/help/tab/save', { id: tab.id, texts: { 'zh-CN': { title: '理财产品' } }, reason: 'longer name' }, editor);
    expect(((await t.call('/index/helpCenterTab', {}, { lang: 'zh-CN' })).data as { title: string }[]).at(-1)!.title).toBe('理财产品');
    const renamed = (await auditOf(t, `help-tab:${tab.id}`))[1];
    expect(renamed).toMatchObject({ reason: 'longer name', before: { titles: { 'zh-CN': '理财' } }, after: { titles: { 'zh-CN': '理财产品' } } });
  });

  it('refuses an empty en-US title, a title-less language, a too-long text, an unknown article; nothing is written', async () => {
    const { articles } = parsed(ADMIN_CONTENT_HELP, await get(t, ADMIN_CONTENT_HELP.path, editor));
    const id = articles[1].id;
    const save = (texts: unknown) => post(t, ADMIN_CONTENT_HELP_ARTICLE_SAVE.path, { id, texts, reason: 'try' }, editor);
    expect((await save({ 'en-US': { title: '  ', content: 'x' } })).err).toBe('contentTitleRequired');
    expect((await save({ 'en-US': null })).err).toBe('contentTitleRequired');
    expect((await save({ 'fr-FR': { title: '', content: 'Texte sans titre' } })).err).toBe('contentTitleMissing');
    expect((await save({ 'en-US': { title: 'x'.repeat(CONTENT_LIMITS.title + 1) } })).err).toBe('contentTooLong');
    expect((await save({ 'en-US': { title: 'Fine', content: 'y'.repeat(CONTENT_LIMITS.body + 1) } })).err).toBe('contentTooLong');
    expect((await post(t, ADMIN_CONTENT_HELP_ARTICLE_SAVE.path, { id, texts: {}, reason: '' }, editor)).err).toBe('invalidParams');
    expect((await post(t, ADMIN_CONTENT_HELP_ARTICLE_SAVE.path, { id: '999999', texts: {}, reason: 'missing' }, editor)).err).toBe('noData');
    expect((await post(t, ADMIN_CONTENT_HELP_ARTICLE_ADD.path, { tabId: '999999', texts: { 'en-US': { title: 'x' } }, reason: 'missing tab' }, editor)).err).toBe('noData');
    expect((await post(t, ADMIN_CONTENT_HELP_ARTICLE_ADD.path, { tabId: '1', texts: { 'de-DE': { title: 'Nur Deutsch' } }, reason: 'no english' }, editor)).err).toBe(
      'contentTitleRequired',
    );
    expect(await auditOf(t, `help-article:${id}`)).toEqual([]);
  });

  it('a support operator reads the content but may not change it (policy)', async () => {
    expect((await get(t, ADMIN_CONTENT_HELP.path, support)).code).toBe(1);
    expect((await get(t, ADMIN_CONTENT_PAGES.path, support)).code).toBe(1);
    expect((await get(t, ADMIN_CONTENT_NOTICES.path, support)).code).toBe(1);
    const { articles } = parsed(ADMIN_CONTENT_HELP, await get(t, ADMIN_CONTENT_HELP.path, support));
    const refused = await post(t, ADMIN_CONTENT_HELP_ARTICLE_SAVE.path, { id: articles[0].id, texts: { 'en-US': { title: 'Hacked' } }, reason: 'not mine' }, support);
    expect(refused.err).toBe('operatorForbidden');
    expect((await post(t, ADMIN_CONTENT_PAGE_SAVE.path, { type: 8, texts: { 'en-US': { title: 'x' } }, reason: 'not mine' }, support)).err).toBe('operatorForbidden');
    expect((await post(t, ADMIN_CONTENT_NOTICE_ADD.path, { placement: 'home', texts: { 'en-US': { title: 'x' } }, reason: 'not mine' }, support)).err).toBe('operatorForbidden');
    const reviewer = await operatorSession(t.deps, 'rey', ['reviewer']);
    expect((await get(t, ADMIN_CONTENT_HELP.path, reviewer)).err).toBe('operatorForbidden');
    expect((await t.call('/index/helpCenter', { id: articles[0].id })).data.title).not.toBe('Hacked');
  });

  it('edits an about page per language: the public page serves it, other languages keep theirs; audited', async () => {
    const pages = parsed(ADMIN_CONTENT_PAGES, await get(t, ADMIN_CONTENT_PAGES.path, editor));
    expect(pages.map((p) => p.key)).toEqual(['connect', 'us', 'protocol', 'legal', 'policy', 'customer']);
    const us = pages.find((p) => p.key === 'us')!;
    expect(Object.keys(us.texts)).toHaveLength(14);
    const saved = parsed(
      ADMIN_CONTENT_PAGE_SAVE,
      await post(t, ADMIN_CONTENT_PAGE_SAVE.path, { type: 8, texts: { 'en-US': { title: 'About Example', content: 'We are an exchange.' }, 'ko-KR': null }, reason: 'new name' }, editor),
    );
    expect(saved.texts['en-US']).toMatchObject({ title: 'About Example', updatedBy: 'cleo' });
    expect((await t.call('/index/aboutUs', { type: 8 })).data).toEqual({ type: 8, title: 'About Example', content: 'We are an exchange.' });
    expect((await t.call('/index/aboutUs', { type: 8 }, { lang: 'ko-KR' })).data.title).toBe('About Example');
    expect((await t.call('/index/aboutUs', { type: 8 }, { lang: 'fr-FR' })).data.title).toBe(us.texts['fr-FR']!.title);
    const [entry] = await auditOf(t, 'page:8');
    expect(entry).toMatchObject({ operator: 'cleo', action: 'content.edit', reason: 'new name' });
    expect(entry.before.texts['en-US'].title).toBe(us.texts['en-US']!.title);
    expect(entry.after.texts).toEqual({ 'en-US': { title: 'About Example', content: 'We are an exchange.' }, 'ko-KR': null });
    expect((await post(t, ADMIN_CONTENT_PAGE_SAVE.path, { type: 3, texts: { 'en-US': { title: 'x' } }, reason: 'unknown page' }, editor)).err).toBe('noData');
  });

  it('notices: add, edit, unpublish and publish, seen on /index and in the notice list; audited; refusals', async () => {
    const added = parsed(
      ADMIN_CONTENT_NOTICE_ADD,
      await post(
        t,
        ADMIN_CONTENT_NOTICE_ADD.path,
        { placement: 'banner', link: '/fund', image: 'https://cdn.example.com/b.png', position: 1, texts: { 'en-US': { title: 'Earn', content: '' }, 'ar-AE': { title: 'اربح' } }, reason: 'campaign' },
        editor,
      ),
    );
    expect(added).toMatchObject({ placement: 'banner', published: true, createdBy: 'cleo', texts: { 'en-US': { title: 'Earn' }, 'ar-AE': { title: 'اربح' } } });
    const banner = async (lang = 'en-US') => ((await t.call('/index', {}, { lang })).data.banners as { id: string; title: string; link: string | null }[]).find((b) => b.id === `n${added.id}`);
    expect(await banner('ar-AE')).toEqual({ id: `n${added.id}`, title: 'اربح', image: 'https://cdn.example.com/b.png', link: '/fund' });
    expect((await banner('de-DE'))!.title).toBe('Earn');

    const edited = parsed(ADMIN_CONTENT_NOTICE_EDIT, await post(t, ADMIN_CONTENT_NOTICE_EDIT.path, { id: added.id, link: null, texts: { 'en-US': { title: 'Earn more' }, 'ar-AE': null }, reason: 'wording' }, editor));
    expect(edited).toMatchObject({ link: null, image: 'https://cdn.example.com/b.png', texts: { 'en-US': { title: 'Earn more', content: '' } } });
    expect(edited.texts['ar-AE']).toBeUndefined();
    expect(await banner('ar-AE')).toMatchObject({ title: 'Earn more', link: null });

    expect(parsed(ADMIN_CONTENT_NOTICE_PUBLISH, await post(t, ADMIN_CONTENT_NOTICE_PUBLISH.path, { id: added.id, published: false, reason: 'campaign over' }, editor)).published).toBe(false);
    expect(await banner()).toBeUndefined();
    const listed = parsed(ADMIN_CONTENT_NOTICES, await get(t, ADMIN_CONTENT_NOTICES.path, editor, { placement: 'banner' }));
    expect(listed.find((n) => n.id === added.id)).toMatchObject({ published: false, texts: { 'en-US': { title: 'Earn more' } } });
    expect(listed.every((n) => n.placement === 'banner')).toBe(true);
    await post(t, ADMIN_CONTENT_NOTICE_PUBLISH.path, { id: added.id, published: true, reason: 'extended' }, editor);
    expect(await banner()).toMatchObject({ title: 'Earn more' });

    // A site notice reaches the public notice list.
    const notice = parsed(ADMIN_CONTENT_NOTICE_ADD, await post(t, ADMIN_CONTENT_NOTICE_ADD.path, { placement: 'message', texts: { 'en-US': { title: 'Maintenance', content: 'Sunday 02:00 UTC' } }, reason: 'maintenance' }, editor));
    const messages = await t.call('/index/message', {});
    expect(JSON.stringify(messages.data)).toContain('Maintenance');
    await post(t, ADMIN_CONTENT_NOTICE_PUBLISH.path, { id: notice.id, published: false, reason: 'done' }, editor);
    expect(JSON.stringify((await t.call('/index/message', {})).data)).not.toContain('Maintenance');

    const audit = await auditOf(t, `notice:${added.id}`);
    expect(audit.map((a) => [a.operator, a.action, a.reason])).toEqual([
      ['cleo', 'content.edit', 'campaign'],
      ['cleo', 'content.edit', 'wording'],
      ['cleo', 'content.edit', 'campaign over'],
      ['cleo', 'content.edit', 'extended'],
    ]);
    expect(audit[0].before).toBeNull();
    expect(audit[0].after).toMatchObject({ placement: 'banner', link: '/fund', texts: { 'ar-AE': { title: 'اربح' } } });
    expect(audit[1].before).toMatchObject({ link: '/fund', texts: { 'en-US': { title: 'Earn' }, 'ar-AE': { title: 'اربح' } } });
    expect(audit[1].after).toMatchObject({ link: null, texts: { 'en-US': { title: 'Earn more' } } });
    expect(audit[1].after.texts['ar-AE']).toBeUndefined();
    expect([audit[2].before, audit[2].after]).toEqual([{ published: true }, { published: false }]);

    // Refused: javascript: links, no en-US title, removing en-US, an unknown notice.
    const add = (body: object) => post(t, ADMIN_CONTENT_NOTICE_ADD.path, { placement: 'home', reason: 'try', ...body }, editor);
    expect((await add({ link: 'javascript:alert(1)', texts: { 'en-US': { title: 'x' } } })).err).toBe('contentLinkInvalid');
    expect((await add({ image: '//evil.example/x.png', texts: { 'en-US': { title: 'x' } } })).err).toBe('contentLinkInvalid');
    expect((await add({ texts: { 'de-DE': { title: 'Nur Deutsch' } } })).err).toBe('contentTitleRequired');
    expect((await post(t, ADMIN_CONTENT_NOTICE_EDIT.path, { id: added.id, texts: { 'en-US': null }, reason: 'try' }, editor)).err).toBe('contentTitleRequired');
    expect((await post(t, ADMIN_CONTENT_NOTICE_PUBLISH.path, { id: '999999', published: true, reason: 'try' }, editor)).err).toBe('noData');
  });

  it('ops and the console share the notice functions: ops records its command, the console sees the notice', async () => {
    const out = await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['notice:add', 'home', '--title-en-US', 'From ops'], 'olga');
    const id = /notice (\d+)/.exec(out)![1];
    const listed = parsed(ADMIN_CONTENT_NOTICES, await get(t, ADMIN_CONTENT_NOTICES.path, editor, { placement: 'home' }));
    expect(listed.find((n) => n.id === id)).toMatchObject({ createdBy: 'olga', published: true, texts: { 'en-US': { title: 'From ops' } } });
    const [entry] = await auditOf(t, `notice:${id}`);
    expect(entry).toMatchObject({ operator: 'olga', action: 'notice:add', after: { texts: { 'en-US': { title: 'From ops' } } } });
  });
});
