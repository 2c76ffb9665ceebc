import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findAsset, parseUnits } from '@exchange/contracts';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { balances, callWithStatus, TRON_ADDRESS, uploadProof } from '../../test/wallet-helpers.js';
import { addAddressAs, grantSecurityCode, userIdOf } from '../withdrawals/withdrawal-test-support.js';
import { registerCatalogAsset } from '../catalog/catalog.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { available, system } from '../ledger/accounts.js';

/**
 * A launchpad token (issue 16) is a run-time asset with a scale and no chain: the user holds it and
 * trades it, but no deposit, address or withdrawal can name it. Each such request is refused with
 * the catalogue's own message in the user's language, never a server error; and its coin logo is
 * drawn whole, like any currency the catalogue may hold.
 */
describe.each(DIALECTS)('a token on no chain on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  // Distinct per dialect: the asset registry is per process, shared by both runs of this file.
  const token = `CHN${dialect === 'sqlite' ? 'S' : 'P'}2`;

  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    registerCatalogAsset({ currency: token, name: 'Chainless token', scale: 4 });
    const userId = await userIdOf(t, demo);
    await t.deps.db.transaction().execute((tx) =>
      postTransaction(tx, t.clock.now(), {
        type: 'launch_unlock',
        reference: `test:${token}`,
        userId,
        memo: 'test allocation',
        postings: [
          { account: system('launch_issuer'), asset: token, amount: -parseUnits('50', 4)! },
          { account: available(userId), asset: token, amount: parseUnits('50', 4)! },
        ],
      }),
    );
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses a deposit address, a deposit, an address and a withdrawal for it, in the user’s language, never with a 5xx', async () => {
    expect(findAsset(token)?.chains).toEqual([]);
    expect((await balances(t, demo))[token]).toEqual({ available: '50', frozen: '0' });
    const proof = await uploadProof(t, demo);
    const requests: [string, Record<string, string>][] = [
      ['/user/deposit/address', { currency: token, chain: 'ERC20' }],
      ['/user/deposit/address', { currency: token, chain: '' }],
      ['/user/deposit/apply', { currency: token, chain: 'ERC20', amount: '10', proof, txHash: '0xabc' }],
      ['/user/statisticsUser/txPay', { currency: token, chain: 'TRC20', address: TRON_ADDRESS, amount: '10', fundPwd: DEMO.fundPassword, remark: '' }],
    ];
    for (const [url, body] of requests) {
      const { status, body: answer } = await callWithStatus(t, url, body, demo);
      expect(status, url).toBeLessThan(500);
      expect(answer.code, url).not.toBe(1);
      expect(answer.msg, url).toBe('This network is not supported for this currency');
    }
    const code = await grantSecurityCode(t.deps, await userIdOf(t, demo), 'withdraw');
    const inChinese = await t.call(
      '/user/statisticsUser/txPay',
      { currency: token, chain: 'TRC20', address: TRON_ADDRESS, amount: '10', fundPwd: DEMO.fundPassword, code },
      { token: demo, lang: 'zh-CN' },
    );
    expect(inChinese.msg).toBe('该币种暂不支持此网络');
    const added = await addAddressAs(t, demo, { currency: token, chain: 'TRC20', address: TRON_ADDRESS, remark: '' }, DEMO.fundPassword);
    expect(added.err).toBe('chainNotSupported');
    // The address book is only a filter: the token simply has none.
    expect((await t.call('/user/address/list', { currency: token, chain: '' }, { token: demo })).data).toEqual([]);
    // Nothing moved: the whole allocation is still available, nothing frozen, no deposit recorded.
    expect((await balances(t, demo))[token]).toEqual({ available: '50', frozen: '0' });
    expect((await t.call('/user/deposit/list', { currency: token, pageNo: 1, pageSize: 10 }, { token: demo })).data.list).toEqual([]);
  });

  it('draws the coin logo of any catalogue currency whole, a ring marking the token, and refuses other names', async () => {
    const logo = async (name: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/bb/coin/${name}` });
      return { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), svg: res.body };
    };
    for (const name of [`${token.toLowerCase()}.svg`, 'ETK2.svg', 'abcdef.svg', 'ABCDEFGHIJ.svg', 'btc.svg', 'USDT']) {
      const answer = await logo(name);
      expect(answer.status, name).toBe(200);
      expect(answer.type, name).toContain('image/svg+xml');
      // The ticker whole, never cut to five letters.
      expect(answer.svg, name).toContain(`>${name.replace(/\.svg$/, '').toUpperCase()}</text>`);
    }
    // Long tickers are fitted to the disc.
    expect((await logo('ABCDEFGHIJ.svg')).svg).toContain('textLength="50"');
    // A run-time token without a chain wears a ring; a listed coin does not.
    expect((await logo(`${token}.svg`)).svg).toContain('stroke="#fff"');
    expect((await logo('btc.svg')).svg).not.toContain('stroke=');
    for (const bad of ['A.svg', '2ETK.svg', 'ABCDEFGHIJK.svg', 'ET-K.svg', 'ETK_2.svg', '%3Cscript%3E.svg', 'ÉTK.svg']) {
      expect((await logo(bad)).status, bad).toBe(404);
    }
  });
});
