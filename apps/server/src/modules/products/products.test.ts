import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRODUCT_CODES } from '@exchange/contracts';
import { disclosureText, productName, translate } from '@exchange/i18n';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { seedProducts } from './seed-products.js';
import { access } from './product-access.js';

const reasonsOf = (list: { code: string; reason: string | null }[]) => Object.fromEntries(list.map((p) => [p.code, p.reason]));

describe.each(DIALECTS)('products and access on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const list = (token?: string, lang?: string) => t.call('/product/list', {}, { token, lang });
  const setKycStatus = (userId: number, status: bigint) =>
    t.deps.db.updateTable('users').set({ kyc_status: status }).where('id', '=', BigInt(userId)).execute();

  it('shows a visitor every product with its rules and disclosure in their language, and that they must log in', async () => {
    const answer = await list(undefined, 'de-DE');
    expect(answer.code).toBe(1);
    expect(answer.data).toMatchObject({ country: null, kycLevel: 0 });
    expect(answer.data.list.map((p: { code: string }) => p.code)).toEqual([...PRODUCT_CODES]);
    for (const product of answer.data.list) {
      expect(product).toMatchObject({ enabled: true, allowed: false, reason: 'login', message: 'Bitte melden Sie sich zuerst an', acceptedVersion: null });
    }
    const byCode = Object.fromEntries(answer.data.list.map((p: { code: string }) => [p.code, p]));
    expect(byCode.contract).toMatchObject({ kycLevel: 1, restrictedCountries: ['BE', 'GB'], disclosure: { version: 1, ...disclosureText('de-DE', 'contract', 1) } });
    // Seconds contracts start restricted across the EEA and where binary options are banned for retail.
    expect(byCode.seconds.restrictedCountries).toEqual(expect.arrayContaining(['DE', 'FR', 'NO', 'GB', 'AU', 'CA']));
    expect(byCode.seconds.restrictedCountries).not.toContain('US');
    expect(byCode.spot).toMatchObject({ kycLevel: 0, restrictedCountries: [], disclosure: null });
    expect(byCode.flash.disclosure).toBeNull();
  });

  it('tells a user, in order, why each product is closed: country, missing country, KYC, disclosure', async () => {
    const { userId, token } = await registerByEmail(t, 'ana@example.com');
    // No country declared: products with restrictions ask for one first.
    expect(reasonsOf((await list(token)).data.list)).toEqual({
      spot: null, contract: 'noCountry', seconds: 'noCountry', fund: 'disclosure', launchpad: 'kyc', flash: null, fiat: 'kyc',
    });
    expect((await t.call('/user/updateCountry', { country: 'gb' }, { token })).code).toBe(1);
    const british = await list(token, 'ar-AE');
    expect(british.data).toMatchObject({ country: 'GB', kycLevel: 0 });
    expect(reasonsOf(british.data.list)).toMatchObject({ contract: 'country', seconds: 'country', launchpad: 'kyc' });
    const contract = british.data.list.find((p: { code: string }) => p.code === 'contract');
    expect(contract.message).toBe(translate('ar-AE', 'productCountry', { product: productName('ar-AE', 'contract') }));
    expect(contract.disclosure.text).toBe(disclosureText('ar-AE', 'contract', 1)!.text);
    expect(contract.disclosure.text).not.toBe(disclosureText('en-US', 'contract', 1)!.text);

    await t.call('/user/updateCountry', { country: 'DE' }, { token });
    // Contracts are not restricted in Germany: identity verification comes next, then the disclosure.
    expect(reasonsOf((await list(token)).data.list)).toMatchObject({ contract: 'kyc', seconds: 'country' });
    await setKycStatus(userId, 1n);
    expect(reasonsOf((await list(token)).data.list).contract).toBe('kyc');
    await setKycStatus(userId, 2n);
    const verified = await list(token, 'de-DE');
    expect(verified.data.kycLevel).toBe(1);
    expect(reasonsOf(verified.data.list)).toMatchObject({ contract: 'disclosure', launchpad: 'disclosure', fiat: 'disclosure', seconds: 'country' });
    expect(verified.data.list.find((p: { code: string }) => p.code === 'fiat').message).toBe('Akzeptieren Sie zuerst den Risikohinweis');

    // Identity verification sets the verified country (issue 15): it wins over the declared one.
    await t.deps.db.updateTable('users').set({ kyc_country: 'GB' }).where('id', '=', BigInt(userId)).execute();
    const checked = await list(token);
    expect(checked.data.country).toBe('GB');
    expect(reasonsOf(checked.data.list)).toMatchObject({ contract: 'country', seconds: 'country' });
    expect((await t.call('/user/info', {}, { token })).data).toMatchObject({ country: 'DE', effectiveCountry: 'GB', isCountryVerified: true });
  });

  it('records the acceptance of the current disclosure once, and refuses an outdated or unknown one', async () => {
    const { userId, token } = await registerByEmail(t, 'ben@example.com');
    const accepted = await t.call('/product/accept', { product: 'fund', version: 1 }, { token });
    expect(accepted).toMatchObject({ code: 1, data: { code: 'fund', acceptedVersion: 1, allowed: true, reason: null, message: null } });
    t.clock.advance(5_000);
    const again = await t.call('/product/accept', { product: 'fund', version: '1' }, { token });
    expect(again.data).toMatchObject({ acceptedVersion: 1, allowed: true });
    const rows = await t.deps.db.selectFrom('product_acceptances').selectAll().where('user_id', '=', BigInt(userId)).execute();
    // Accepting twice keeps the first record, with its time.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ product: 'fund', version: 1n, accepted_at: BigInt(t.clock.now() - 5_000) });
    expect(rows[0].ip).toBe('127.0.0.1');
    expect(reasonsOf((await list(token)).data.list).fund).toBeNull();
    // The check a fund call will go through agrees with the list.
    expect(await access(t.deps, { userId: BigInt(userId) }, 'fund', 'en-US')).toEqual({ allowed: true, reason: null, message: null });

    // A new wording (version 2) is current: the version 1 acceptance no longer counts.
    await t.deps.db.updateTable('products').set({ disclosure_version: 2n }).where('code', '=', 'fund').execute();
    expect(reasonsOf((await list(token)).data.list).fund).toBe('disclosure');
    expect(await access(t.deps, { userId: BigInt(userId) }, 'fund', 'tr-TR')).toEqual({
      allowed: false,
      reason: 'disclosure',
      message: translate('tr-TR', 'productDisclosure'),
    });
    expect(await t.call('/product/accept', { product: 'fund', version: 1 }, { token, lang: 'fr-FR' })).toMatchObject({
      code: 0,
      msg: translate('fr-FR', 'disclosureOutdated'),
      err: 'disclosureOutdated',
    });
    expect((await t.call('/product/accept', { product: 'fund', version: 3 }, { token })).err).toBe('invalidParams');
    expect((await t.call('/product/accept', { product: 'spot', version: 1 }, { token })).err).toBe('invalidParams');
    expect(await t.call('/product/accept', { product: 'casino', version: 1 }, { token, lang: 'ja-JP' })).toMatchObject({
      err: 'productNotFound',
      msg: translate('ja-JP', 'productNotFound'),
    });
    expect((await t.call('/product/accept', { product: 'fund', version: 'x' }, { token })).err).toBe('invalidParams');
    expect((await t.call('/product/accept', { product: 'fund', version: 1 })).code).toBe(-2);
  });
});

describe.each(DIALECTS)('operator product commands on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });
  const ops = (...args: string[]) => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'olga');

  it('changes a product in one audited step, validates every value, and survives the start-up seed', async () => {
    expect(await ops('product:list')).toMatch(/^contract\s+enabled=1 kyc=1 disclosure=1 restricted=BE,GB {2}\(.+ by seed\)$/m);
    expect(await ops('product:set', 'seconds', 'restricted', 'us, ca ,US')).toContain('restricted=CA,US');
    expect(await ops('product:set', 'fund', 'kyc', '1')).toContain('fund      enabled=1 kyc=1');
    expect(await ops('product:set', 'spot', 'enabled', '0')).toContain('spot      enabled=0');

    const audit = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', 'product:set').orderBy('id').execute();
    expect(audit.map((a) => [a.operator, a.subject])).toEqual([['olga', 'seconds'], ['olga', 'fund'], ['olga', 'spot']]);
    expect(JSON.parse(audit[0].detail)).toMatchObject({
      field: 'restricted',
      before: { restrictedCountries: expect.arrayContaining(['DE', 'GB']) },
      after: { restrictedCountries: ['CA', 'US'] },
    });
    expect(JSON.parse(audit[2].detail)).toMatchObject({ before: { isEnabled: true }, after: { isEnabled: false } });

    await expect(ops('product:set', 'casino', 'enabled', '1')).rejects.toThrow('unknown product casino');
    await expect(ops('product:set', 'spot', 'price', '1')).rejects.toThrow('unknown field price');
    await expect(ops('product:set', 'spot', 'enabled', 'yes')).rejects.toThrow('enabled takes 0');
    await expect(ops('product:set', 'spot', 'kyc', '2')).rejects.toThrow('kyc takes 0');
    await expect(ops('product:set', 'spot', 'restricted', 'DE,XX,UK')).rejects.toThrow('XX, UK');
    // A version can only become current once all 14 languages have its text.
    await expect(ops('product:set', 'contract', 'disclosure', '2')).rejects.toThrow('all 14 languages');
    await expect(ops('product:set', 'spot', 'disclosure', '1')).rejects.toThrow('all 14 languages');
    expect(await t.deps.db.selectFrom('operator_actions').select('id').where('action', '=', 'product:set').execute()).toHaveLength(3);

    // The next start seeds only what is missing: the operator's changes stay.
    await seedProducts(t.deps);
    expect(await ops('product:list')).toMatch(/^spot\s+enabled=0 .* by olga\)$/m);
    expect((await t.call('/product/list')).data.list[0]).toMatchObject({ code: 'spot', enabled: false, reason: 'off' });
  });
});
