import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { translate } from '@exchange/i18n';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { callWithStatus, HUGE_AMOUNTS, TRON_ADDRESS, uploadProof } from '../../test/wallet-helpers.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { addAddressAs, grantSecurityCode, userIdOf } from '../withdrawals/withdrawal-test-support.js';
import { DEMO_FUNDING } from '../demo/seed.js';

/** No amount may reach the database unbounded: a 64-bit column would overflow (HTTP 500 before). */
describe.each(DIALECTS)('amount bounds on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
  });
  afterEach(async () => {
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
    await t.close();
  });

  const expectRefusedAsTooLarge = (answer: { status: number; body: any }, what: string) => {
    expect(answer.status, what).toBe(200);
    expect(answer.body, what).toMatchObject({ code: 0, err: 'amountAboveMaximum', msg: translate('zh-CN', 'amountAboveMaximum') });
  };

  it('refuses 20, 25 and 400 digit amounts on transfer, deposit and withdrawal, in the caller language', async () => {
    const proof = await uploadProof(t, demo);
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    // Everything else about the withdrawal is right (a book address, the fund password, a live code): only the amount is wrong.
    const code = await grantSecurityCode(t.deps, await userIdOf(t, demo), 'withdraw');
    const zh = (url: string, body: Record<string, string | number>) =>
      t.app
        .inject({
          method: 'POST',
          url: `/bb${url}`,
          payload: new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-access-token': demo, 'accept-language': 'zh-CN' },
        })
        .then((r) => ({ status: r.statusCode, body: r.json() }));
    for (const amount of HUGE_AMOUNTS) {
      for (const currency of ['USDT', 'USDC']) {
        expectRefusedAsTooLarge(await zh('/contract/transfer', { amount, currency, type: 1 }), `transfer ${currency} ${amount.length}`);
        expectRefusedAsTooLarge(await zh('/user/deposit/apply', { amount, currency, chain: 'TRC20', proof }), `deposit ${currency} ${amount.length}`);
      }
      const withdrawal = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, amount, fundPwd: DEMO.fundPassword, code };
      expectRefusedAsTooLarge(await zh('/user/statisticsUser/txPay', withdrawal), `withdraw ${amount.length}`);
    }
    expect((await t.call('/user/deposit/list', {}, { token: demo })).data.totalRow).toBe(DEMO_FUNDING.length);
  });

  it('takes the largest amount (10^10 coins at 8 decimals) as a number and refuses one unit more', async () => {
    const most = await callWithStatus(t, '/contract/transfer', { amount: '10000000000', currency: 'USDT', type: 1 }, demo);
    expect(most.body.err).toBe('insufficientBalance');
    const more = await callWithStatus(t, '/contract/transfer', { amount: '10000000000.00000001', currency: 'USDT', type: 1 }, demo);
    expect(more.body.err).toBe('amountAboveMaximum');
  });
});
