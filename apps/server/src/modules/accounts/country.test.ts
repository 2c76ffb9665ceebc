import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { DIALECTS, latestCode, registerByEmail, startTestApp, TEST_PASSWORD, type TTestApp } from '../../test/test-app.js';

describe.each(DIALECTS)("a user's country on %s", (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const info = async (token: string) => (await t.call('/user/info', {}, { token })).data;

  it('is optional at registration: declared (any case) it is stored, absent it stays empty', async () => {
    const declared = await registerByEmail(t, 'ines@example.com', { country: 'pt' });
    expect(await info(declared.token)).toMatchObject({ country: 'PT', effectiveCountry: 'PT', isCountryVerified: false });
    const silent = await registerByEmail(t, 'jon@example.com');
    expect(await info(silent.token)).toMatchObject({ country: null, effectiveCountry: null, isCountryVerified: false });
    const blank = await registerByEmail(t, 'kim@example.com', { country: ' ' });
    expect((await info(blank.token)).country).toBeNull();
  });

  it('refuses an unknown country at registration, before creating the account', async () => {
    await t.call('/user/sendEmailCode', { email: 'lea@example.com' });
    const code = await latestCode(t, 'lea@example.com');
    const body = { email: 'lea@example.com', password: TEST_PASSWORD, password1: TEST_PASSWORD, invitationCode: 'DEMO01', code };
    for (const country of ['XX', 'DEU', 'UK', '1']) {
      expect(await t.call('/user/register', { ...body, country }, { lang: 'es-ES' })).toMatchObject({
        code: 0,
        err: 'countryInvalid',
        msg: translate('es-ES', 'countryInvalid'),
      });
    }
    expect(await t.deps.db.selectFrom('users').select('id').where('email', '=', 'lea@example.com').execute()).toEqual([]);
    expect((await t.call('/user/register', { ...body, country: 'fr' })).code).toBe(1);
  });

  it('can be changed by its user with a valid code, until identity verification sets it', async () => {
    const { userId, token } = await registerByEmail(t, 'max@example.com', { country: 'AT' });
    const changed = await t.call('/user/updateCountry', { country: ' ch ' }, { token, lang: 'de-DE' });
    expect(changed).toMatchObject({ code: 1, msg: translate('de-DE', 'modifySuccess'), data: { country: 'CH', effectiveCountry: 'CH' } });
    for (const country of ['', 'XX', 'CHE', 'EU']) {
      expect(await t.call('/user/updateCountry', { country }, { token, lang: 'ko-KR' })).toMatchObject({
        err: 'countryInvalid',
        msg: translate('ko-KR', 'countryInvalid'),
      });
    }
    expect((await t.call('/user/updateCountry', {}, { token })).err).toBe('countryInvalid');
    expect((await t.call('/user/updateCountry', { country: 'CH' })).code).toBe(-2);
    expect((await info(token)).country).toBe('CH');

    // Issue 15's verification will set kyc_country; from then on the verified country decides.
    await t.deps.db.updateTable('users').set({ kyc_country: 'IT', kyc_status: 2n }).where('id', '=', BigInt(userId)).execute();
    expect(await t.call('/user/updateCountry', { country: 'FR' }, { token, lang: 'ru-RU' })).toMatchObject({
      err: 'countryVerified',
      msg: translate('ru-RU', 'countryVerified'),
    });
    expect(await info(token)).toMatchObject({ country: 'CH', effectiveCountry: 'IT', isCountryVerified: true });
  });
});
