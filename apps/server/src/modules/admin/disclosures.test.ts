import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_DISCLOSURE_PUBLISH, ADMIN_PRODUCT_DISCLOSURES } from '@exchange/contracts';
import { latestDisclosureVersion, LOCALES, PRODUCT_TEXTS } from '@exchange/i18n';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { setProductField } from '../products/product-commands.js';

async function post(t: TTestApp, url: string, body: unknown, token: string) {
  const response = await t.app.inject({ method: 'POST', url: `/bb${url}`, payload: body as object, headers: { 'x-operator-token': token } });
  return { status: response.statusCode, ...response.json() };
}
async function get(t: TTestApp, url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url: `/bb${url}`, headers: { 'x-operator-token': token } });
  return { status: response.statusCode, ...response.json() };
}

/** A new wording in all 14 languages; the {{breakEven}} paragraph on a line of its own, as the catalog writes it. */
function newTexts(mark: string) {
  return Object.fromEntries(LOCALES.map((l) => [l, { title: `${mark} title ${l}`, text: `${mark} text ${l}: you may lose the whole stake.\nBreak-even: {{breakEven}}` }]));
}

describe.each(DIALECTS)('operator console: publishing a risk-disclosure version on %s', (dialect) => {
  let t: TTestApp;
  let content: string;
  let admin: string;
  let support: string;
  const catalogNewest = latestDisclosureVersion('seconds');

  beforeAll(async () => {
    t = await startTestApp(dialect);
    content = await operatorSession(t.deps, 'cy', ['content']);
    admin = await operatorSession(t.deps, 'ada', ['admin']);
    support = await operatorSession(t.deps, 'sue', ['support']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('only the content role publishes; every language needs a title and a text; only the product\'s placeholders', async () => {
    const body = { product: 'seconds', texts: newTexts('v-new'), reason: 'clearer wording' };
    expect((await post(t, '/admin/products/disclosure/publish', body, admin)).err).toBe('operatorForbidden');
    expect((await post(t, '/admin/products/disclosure/publish', body, support)).err).toBe('operatorForbidden');

    const { 'fr-FR': _fr, ...missingOne } = newTexts('x');
    const missing = await post(t, '/admin/products/disclosure/publish', { ...body, texts: missingOne }, content);
    expect(missing.err).toBe('disclosureTextMissing');
    expect(missing.msg).toContain('fr-FR');
    const blankTitle = await post(t, '/admin/products/disclosure/publish', { ...body, texts: { ...newTexts('x'), 'de-DE': { title: '  ', text: 'Text' } } }, content);
    expect(blankTitle.err).toBe('disclosureTextMissing');

    const unknown = await post(t, '/admin/products/disclosure/publish', { ...body, texts: { ...newTexts('x'), 'ja-JP': { title: 'T', text: 'Fee: {{openFee}}' } } }, content);
    expect(unknown.err).toBe('disclosurePlaceholderUnknown');
    expect(unknown.msg).toContain('openFee');
    // A product whose catalog texts use no placeholder takes none.
    const fund = await post(t, '/admin/products/disclosure/publish', { product: 'fund', texts: newTexts('x'), reason: 'clearer wording' }, content);
    expect(fund.err).toBe('disclosurePlaceholderUnknown');
    // Nothing was stored by the refusals.
    expect(await t.deps.db.selectFrom('disclosure_texts').selectAll().execute()).toHaveLength(0);
  });

  it('publishes a version numbered after the catalog, listed, audited, not yet current', async () => {
    const published = await post(t, '/admin/products/disclosure/publish', { product: 'seconds', texts: newTexts('v-new'), reason: 'clearer wording' }, content);
    expect(published.err).toBeUndefined();
    expect(ADMIN_PRODUCT_DISCLOSURE_PUBLISH.response.parse(published.data)).toEqual({ product: 'seconds', version: catalogNewest + 1 });

    const list = await get(t, '/admin/products/disclosures?code=seconds', content);
    ADMIN_PRODUCT_DISCLOSURES.response.parse(list.data);
    const added = list.data.versions.find((v: { version: number }) => v.version === catalogNewest + 1);
    expect(added).toMatchObject({ origin: 'console', isComplete: true, createdBy: 'cy' });
    expect(Object.keys(added.texts)).toHaveLength(14);
    expect(added.texts['zh-CN']).toEqual({ title: 'v-new title zh-CN', text: 'v-new text zh-CN: you may lose the whole stake.\nBreak-even: {{breakEven}}' });
    expect(list.data.versions.find((v: { version: number }) => v.version === catalogNewest)).toMatchObject({ origin: 'catalog', createdBy: null });
    expect(list.data.current).not.toBe(catalogNewest + 1);
    const products = await get(t, '/admin/products', support);
    expect(products.data.find((p: { code: string }) => p.code === 'seconds').disclosureVersions).toContain(catalogNewest + 1);

    const rows = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', 'products.disclosure').orderBy('id', 'desc').execute();
    expect(rows[0]).toMatchObject({ operator: 'cy', subject: `seconds disclosure v${catalogNewest + 1}`, reason: 'clearer wording', approved_by: null });
    expect(JSON.parse(rows[0].before)).toBeNull();
    const after = JSON.parse(rows[0].after);
    expect(after).toMatchObject({ product: 'seconds', version: catalogNewest + 1 });
    expect(after.texts['en-US'].title).toBe('v-new title en-US');

    // The next one is numbered after the database's newest.
    const second = await post(t, '/admin/products/disclosure/publish', { product: 'seconds', texts: newTexts('v-later'), reason: 'another wording' }, content);
    expect(second.data.version).toBe(catalogNewest + 2);
  });

  it('made current, the public product list serves the new text in each language, and a user accepts it', async () => {
    const version = catalogNewest + 1;
    const { token, userId } = await registerByEmail(t, 'dora@example.com', { country: 'US' });
    // Identity verified: the disclosure is all that stands between her and the product.
    await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', BigInt(userId)).execute();
    const made = await post(t, '/admin/products/disclosure', { code: 'seconds', version, reason: 'new wording live' }, content);
    expect(made.data).toMatchObject({ code: 'seconds', disclosureVersion: version });

    const seconds = async (lang: string) => (await t.call('/product/list', {}, { token, lang })).data.list.find((p: { code: string }) => p.code === 'seconds');
    const en = await seconds('en-US');
    expect(en.disclosure.version).toBe(version);
    expect(en.disclosure.title).toBe('v-new title en-US');
    expect(en.disclosure.text).toContain('v-new text en-US: you may lose the whole stake.');
    expect(en.disclosure.text).not.toContain('{{');
    expect(en).toMatchObject({ allowed: false, reason: 'disclosure' });
    const zh = await seconds('zh-CN');
    expect(zh.disclosure).toMatchObject({ version, title: 'v-new title zh-CN' });
    expect(zh.disclosure.text).toContain('v-new text zh-CN');

    // An old version is outdated; the current one, published from the console, is accepted.
    expect((await t.call('/product/accept', { product: 'seconds', version: catalogNewest }, { token })).err).toBe('disclosureOutdated');
    const accepted = await t.call('/product/accept', { product: 'seconds', version }, { token, lang: 'zh-CN' });
    expect(accepted.code).toBe(1);
    expect(accepted.data.disclosure).toMatchObject({ version, title: 'v-new title zh-CN' });
    expect(accepted.data).toMatchObject({ acceptedVersion: version });
    expect(await seconds('en-US')).toMatchObject({ allowed: true, acceptedVersion: version });
    const stored = await t.deps.db.selectFrom('product_acceptances').selectAll().where('product', '=', 'seconds').execute();
    expect(stored.map((r) => Number(r.version))).toContain(version);
  });

  it('ops product:set accepts a database version, refuses one that exists nowhere', async () => {
    const ctx = { db: t.deps.db, clock: t.deps.clock };
    const row = await setProductField(ctx, { code: 'seconds', field: 'disclosure', value: String(catalogNewest + 2) }, { operator: 'ops' });
    expect(Number(row.disclosure_version)).toBe(catalogNewest + 2);
    await expect(setProductField(ctx, { code: 'seconds', field: 'disclosure', value: String(catalogNewest + 3) }, { operator: 'ops' })).rejects.toThrow(/all 14 languages/);
    // Catalog versions still work.
    const back = await setProductField(ctx, { code: 'seconds', field: 'disclosure', value: String(catalogNewest) }, { operator: 'ops' });
    expect(Number(back.disclosure_version)).toBe(catalogNewest);
    expect(PRODUCT_TEXTS['en-US'].disclosures.seconds[String(catalogNewest)]).toBeTruthy();
  });
});
