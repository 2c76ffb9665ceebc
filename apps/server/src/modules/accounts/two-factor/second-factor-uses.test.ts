import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../../test/test-app.js';
import { TRON_ADDRESS, balances } from '../../../test/wallet-helpers.js';
import { totpAt } from '../../../platform/totp.js';
import { addAddressAs, grantSecurityCode, userIdOf } from '../../withdrawals/withdrawal-test-support.js';
import { nextStep, switchTotpOn } from './two-factor-test-support.js';

const USDT_TRC20 = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS };
const OTHER_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/**
 * Issue 27: with TOTP on, a withdrawal, a new address and a fund-password change ask for the
 * authenticator's code (or a recovery code) instead of the e-mail code, each code accepted once.
 */
describe.each(DIALECTS)('the second factor where money moves, on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    // Added while TOTP is off: with the e-mail code, as before.
    expect((await addAddressAs(t, demo, USDT_TRC20)).code).toBe(1);
    ({ secret, recoveryCodes } = await switchTotpOn(t, demo, DEMO.password));
  });
  afterAll(async () => {
    await t.close();
  });

  const now = () => totpAt(secret, t.clock.now());
  const txPay = (code: string) => t.call('/user/statisticsUser/txPay', { ...USDT_TRC20, amount: '100', fundPwd: DEMO.fundPassword, code }, { token: demo });
  const addAddress = (code: string) => t.call('/user/address/add', { ...USDT_TRC20, address: OTHER_TRON, fundPwd: DEMO.fundPassword, code }, { token: demo });

  it('sends no e-mail code any more: the form is told to use the authenticator', async () => {
    expect((await t.call('/user/sendSecurityCode', { purpose: 'withdraw' }, { token: demo })).err).toBe('totpInsteadOfCode');
  });

  it('withdraws with the authenticator code, not the e-mail code, and the same code only once', async () => {
    const emailCode = await grantSecurityCode(t.deps, await userIdOf(t, demo), 'withdraw');
    expect((await txPay(emailCode)).err).toBe('totpInvalid');
    expect((await txPay('')).err).toBe('enterCode');
    const code = now();
    expect(await txPay(code)).toMatchObject({ code: 1, data: { status: 0, amount: '100' } });
    expect((await txPay(code)).err).toBe('totpInvalid');
    expect((await balances(t, demo)).USDT).toEqual({ available: '9899', frozen: '101' });
    nextStep(t);
  });

  it('adds an address with a recovery code, once', async () => {
    const code = recoveryCodes[0]!;
    expect(await addAddress(code)).toMatchObject({ code: 1, data: { address: OTHER_TRON } });
    const third = { ...USDT_TRC20, address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', fundPwd: DEMO.fundPassword, code };
    expect((await t.call('/user/address/add', third, { token: demo })).err).toBe('recoveryCodeInvalid');
  });

  it('changes the fund password only with the code as well as the old password', async () => {
    const change = (body: Record<string, string>) => t.call('/user/setTransactionPwd', { password: '654321', password1: '654321', oldPwd: DEMO.fundPassword, ...body }, { token: demo });
    expect((await change({})).err).toBe('totpRequired');
    expect((await change({ code: 'abc' })).err).toBe('secondFactorFormat');
    expect((await change({ code: now(), oldPwd: '000000' })).err).toBe('fundPasswordIncorrect');
    expect((await change({ code: now() })).code).toBe(1);
    nextStep(t);
    const back = await t.call('/user/setTransactionPwd', { password: DEMO.fundPassword, password1: DEMO.fundPassword, oldPwd: '654321', code: now() }, { token: demo });
    expect(back.code).toBe(1);
    nextStep(t);
  });

  it('accepts one code once even when it is sent twice at the same moment', async () => {
    const code = now();
    const [a, b] = await Promise.all([txPay(code), txPay(code)]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect([a, b].find((r) => r.code === 0).err).toBe('totpInvalid');
  });
});
