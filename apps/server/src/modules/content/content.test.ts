import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALES, type TLocale } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { seedContent } from './seed-content.js';
import { CONTENT_SEEDS } from './seed/index.js';
import { HELP_ARTICLES, HELP_TABS, PAGE_TYPES, joinParagraphs, type TPageKey } from './seed/structure.js';

const PAGE_KEYS = Object.keys(PAGE_TYPES) as TPageKey[];

/** Locales written in a non-Latin script: any Latin word in them must be one of these tokens. */
const NON_LATIN: TLocale[] = ['zh-CN', 'zh-CNT', 'ja-JP', 'ko-KR', 'ar-AE', 'hi', 'ru-RU'];
const LATIN_TOKENS = new Set(['USDT', 'KYC', 'BTC', 'LMT', 'MKT', 'UID', 'TxID', 'QR', 'IP', 'SMS', 'UTC', 'support', 'example', 'com']);

/** The non-zero numbers a text states (limits, counts, times): a translation must state the same ones. */
const numbersIn = (text: string) => [...new Set((text.match(/\d+/g) ?? []).map(Number).filter((n) => n !== 0))].sort((a, b) => a - b);

describe.each(DIALECTS)('content on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const tabsOf = async (lang: TLocale) => (await t.call('/index/helpCenterTab', {}, { lang })).data as { id: number; title: string }[];
  const articlesOf = async (lang: TLocale, body: Record<string, string | number> = {}) =>
    (await t.call('/index/helpCenter', body, { lang })).data as { id: number; tabId: number; title: string; summary: string }[];

  it('lists the help categories in order, each in the caller’s language', async () => {
    for (const lang of ['en-US', 'ja-JP', 'ar-AE'] as const) {
      const tabs = await tabsOf(lang);
      expect(tabs.map((tab) => tab.title)).toEqual(HELP_TABS.map((slug) => CONTENT_SEEDS[lang].tabs[slug]));
    }
    expect((await tabsOf('en-US'))[0].title).toBe('Getting started');
    expect((await tabsOf('ja-JP'))[0].title).toBe('はじめに');
    expect((await tabsOf('ar-AE'))[0].title).toBe('البدء');
    const viaHeader = await t.call('/index/helpCenterTab', {}, { headers: { 'accept-language': 'zh-TW,zh;q=0.8' } });
    expect(viaHeader.data[0].title).toBe('新手入門');
  });

  it('lists all articles ordered by category, or only those of one category', async () => {
    const tabs = await tabsOf('en-US');
    const all = await articlesOf('en-US');
    expect(all.map((a) => a.title)).toEqual(HELP_ARTICLES.map((a) => CONTENT_SEEDS['en-US'].articles[a.slug].title));
    expect(all.map((a) => a.tabId)).toEqual(HELP_ARTICLES.map((a) => tabs[HELP_TABS.indexOf(a.tab)].id));
    expect(all[3].summary).toBe('Deposit address, network confirmations and the minimum deposit.');

    for (const [index, slug] of HELP_TABS.entries()) {
      const ofTab = await articlesOf('de-DE', { tabId: tabs[index].id });
      const expected = HELP_ARTICLES.filter((a) => a.tab === slug).map((a) => CONTENT_SEEDS['de-DE'].articles[a.slug]);
      expect(ofTab.map((a) => [a.tabId, a.title, a.summary])).toEqual(expected.map((e) => [tabs[index].id, e.title, e.summary]));
    }
    expect(await t.call('/index/helpCenter', { tabId: 999_999 })).toMatchObject({ code: 1, data: [] });
    expect(await t.call('/index/helpCenter', { tabId: '' })).toMatchObject({ code: 1, data: all });
  });

  it('answers one article with its content, as plain paragraphs, in the caller’s language', async () => {
    const deposit = (await articlesOf('en-US'))[3];
    const english = await t.call('/index/helpCenter', { id: deposit.id });
    expect(english.data).toEqual({
      id: deposit.id,
      tabId: deposit.tabId,
      title: 'How to deposit',
      content: joinParagraphs(CONTENT_SEEDS['en-US'].articles.deposit.content),
    });
    expect(english.data.content).toContain('A deposit is credited after 12 network confirmations.');
    expect(english.data.content.split('\n\n')).toHaveLength(3);

    const arabic = await t.call('/index/helpCenter', { id: deposit.id, tabId: 999 }, { lang: 'ar-AE', json: true });
    expect(arabic.data.title).toBe('كيفية الإيداع');
    expect(arabic.data.content).toBe(joinParagraphs(CONTENT_SEEDS['ar-AE'].articles.deposit.content));
    const japanese = await t.call('/index/helpCenter', { id: String(deposit.id) }, { lang: 'ja-JP' });
    expect(japanese.data.title).toBe('入金方法');
  });

  it('answers unknown articles and pages with code 0 and "No data", malformed ones as invalid', async () => {
    expect(await t.call('/index/helpCenter', { id: 999_999 })).toEqual({ code: 0, msg: 'No data', data: null, err: 'noData' });
    expect((await t.call('/index/helpCenter', { id: 999_999 }, { lang: 'ja-JP' })).msg).toBe('データがありません');
    for (const type of [0, 6, 13, 99]) {
      expect(await t.call('/index/aboutUs', { type })).toMatchObject({ code: 0, msg: 'No data', err: 'noData' });
    }
    expect(await t.call('/index/helpCenter', { id: 'abc' })).toMatchObject({ code: 0, err: 'invalidParams' });
    expect(await t.call('/index/helpCenter', { tabId: '-1' })).toMatchObject({ code: 0, err: 'invalidParams' });
    expect(await t.call('/index/aboutUs', {})).toMatchObject({ code: 0, err: 'invalidParams' });
    expect(await t.call('/index/aboutUs', { type: 'us' })).toMatchObject({ code: 0, err: 'invalidParams' });
  });

  it('answers each about page by its SPEC type, in the caller’s language', async () => {
    for (const lang of ['en-US', 'ja-JP', 'ar-AE'] as const) {
      for (const key of PAGE_KEYS) {
        const page = await t.call('/index/aboutUs', { type: PAGE_TYPES[key] }, { lang });
        const seed = CONTENT_SEEDS[lang].pages[key];
        expect(page).toMatchObject({ code: 1, data: { type: PAGE_TYPES[key], title: seed.title, content: joinParagraphs(seed.content) } });
      }
    }
    expect((await t.call('/index/aboutUs', { type: 8 })).data.title).toBe('About us');
    expect((await t.call('/index/aboutUs', { type: '9' }, { lang: 'ja-JP' })).data.title).toBe('利用規約');
    expect((await t.call('/index/aboutUs', { type: 10 }, { lang: 'ar-AE', json: true })).data.title).toBe('البيان القانوني والإفصاح عن المخاطر');
    expect((await t.call('/index/aboutUs', { type: 7 })).data.content).toContain('support@example.com');
  });

  it('seeds idempotently and never overwrites an operator’s edit', async () => {
    const counts = async () => {
      const count = async (table: 'help_tabs' | 'help_tab_texts' | 'help_articles' | 'help_article_texts' | 'content_pages') =>
        Number((await t.deps.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
      return [await count('help_tabs'), await count('help_tab_texts'), await count('help_articles'), await count('help_article_texts'), await count('content_pages')];
    };
    const n = LOCALES.length;
    expect(await counts()).toEqual([4, 4 * n, 12, 12 * n, 6 * n]);

    const deposit = (await articlesOf('en-US'))[3];
    await t.deps.db.updateTable('content_pages').set({ title: 'Who we are', updated_by: 'ops' }).where('type', '=', 8n).where('locale', '=', 'en-US').execute();
    await t.deps.db.updateTable('help_article_texts').set({ content: 'Edited.' }).where('article_id', '=', BigInt(deposit.id)).where('locale', '=', 'fr-FR').execute();
    await t.deps.db.updateTable('help_tab_texts').set({ title: 'Start here' }).where('locale', '=', 'en-US').where('tab_id', '=', BigInt(deposit.tabId)).execute();
    await t.deps.db.deleteFrom('content_pages').where('type', '=', 9n).where('locale', '=', 'ko-KR').execute();

    await seedContent(t.deps);
    await seedContent(t.deps);
    expect(await counts()).toEqual([4, 4 * n, 12, 12 * n, 6 * n]);
    expect((await t.call('/index/aboutUs', { type: 8 })).data.title).toBe('Who we are');
    expect((await t.call('/index/helpCenter', { id: deposit.id }, { lang: 'fr-FR' })).data.content).toBe('Edited.');
    expect((await tabsOf('en-US')).find((tab) => tab.id === deposit.tabId)?.title).toBe('Start here');
    expect((await t.call('/index/aboutUs', { type: 9 }, { lang: 'ko-KR' })).data.title).toBe('이용약관');
  });

  it('falls back to en-US only where a locale row is missing, and hides what an operator hides', async () => {
    await t.deps.db.deleteFrom('content_pages').where('type', '=', 11n).where('locale', '=', 'ms').execute();
    expect((await t.call('/index/aboutUs', { type: 11 }, { lang: 'ms' })).data.title).toBe('Privacy policy');
    expect((await t.call('/index/aboutUs', { type: 12 }, { lang: 'ms' })).data.title).toBe('Khidmat pelanggan');

    const [first, second] = await articlesOf('en-US');
    await t.deps.db.updateTable('help_articles').set({ is_visible: 0n }).where('id', '=', BigInt(first.id)).execute();
    expect((await articlesOf('en-US')).map((a) => a.id)).not.toContain(first.id);
    expect(await t.call('/index/helpCenter', { id: first.id })).toMatchObject({ code: 0, err: 'noData' });
    await t.deps.db.updateTable('help_tabs').set({ is_visible: 0n }).where('id', '=', BigInt(second.tabId)).execute();
    expect((await tabsOf('en-US')).map((tab) => tab.id)).not.toContain(second.tabId);
    expect((await articlesOf('en-US')).some((a) => a.tabId === second.tabId)).toBe(false);
  });

  it('serves every tab, article and page in every locale: complete, translated, plain text, same facts', async () => {
    const english = await collect('en-US');
    const seen = new Map<string, TLocale>();
    for (const lang of LOCALES) {
      const texts = await collect(lang);
      expect(texts.tabs).toHaveLength(HELP_TABS.length);
      expect(texts.articles).toHaveLength(HELP_ARTICLES.length);
      expect(texts.pages).toHaveLength(PAGE_KEYS.length);
      for (const [index, text] of [...texts.articles, ...texts.pages].entries()) {
        const where = `${lang} #${index}`;
        expect(text.title.trim(), where).not.toBe('');
        expect(text.content.trim(), where).not.toBe('');
        expect(text.content, where).not.toMatch(/<|>|\*\*|`|\[.*\]\(/);
        for (const paragraph of text.content.split('\n\n')) {
          expect(paragraph, where).toMatch(/^\S(.*\S)?$/);
          expect(paragraph, where).not.toMatch(/^#|\n/);
        }
        expect(numbersIn(text.content), where).toEqual(numbersIn([...english.articles, ...english.pages][index].content));
        expect(seen.get(text.content), `${where} repeats ${seen.get(text.content)}`).toBeUndefined();
        seen.set(text.content, lang);
        if (NON_LATIN.includes(lang)) {
          const latin = `${text.title} ${text.content}`.match(/[A-Za-z]+/g) ?? [];
          expect(latin.filter((word) => !LATIN_TOKENS.has(word)), where).toEqual([]);
        }
      }
      for (const tab of texts.tabs) expect(tab.title.trim()).not.toBe('');
    }
  });

  async function collect(lang: TLocale) {
    const tabs = await tabsOf(lang);
    const articles: { title: string; content: string }[] = [];
    for (const summary of await articlesOf(lang)) {
      expect(summary.summary.trim()).not.toBe('');
      articles.push((await t.call('/index/helpCenter', { id: summary.id }, { lang })).data);
    }
    const pages: { title: string; content: string }[] = [];
    for (const key of PAGE_KEYS) pages.push((await t.call('/index/aboutUs', { type: PAGE_TYPES[key] }, { lang })).data);
    return { tabs, articles, pages };
  }
});
