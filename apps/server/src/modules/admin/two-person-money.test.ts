import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_MONEY_FIELDS } from '@exchange/contracts';
import { DEMO, DIALECTS, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { addAddressAs, withdrawAs } from '../withdrawals/withdrawal-test-support.js';
import { earnCapital, makeFund } from '../fund/fund-test-support.js';
import { FUND_PWD, fiatUser, openChannels, UPI } from '../fiat/fiat-test-support.js';
import { paramsRepository } from '../params/params.repository.js';
import { adminPost } from './operators-test-support.js';
import { APPROVAL_THRESHOLD_PARAM } from './ops-reviews.js';

/**
 * Issue 24: every money or risk action above the threshold (`admin_approval_usdt`, here 50 USDT)
 * waits for a second operator, and the threshold counts what a user was paid in or out over a
 * rolling 24 hours, so that splitting does not pass under it.
 */
describe.each(DIALECTS)('the two-person rule on money and risk (%s)', (dialect) => {
  let t: TTestApp;
  let reviewer: string;
  let finance: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    reviewer = await operatorSession(t.deps, 'rita', ['reviewer']);
    finance = await operatorSession(t.deps, 'fay', ['finance']);
    admin = await operatorSession(t.deps, 'ada', ['admin']);
    await paramsRepository.set(t.deps.db, APPROVAL_THRESHOLD_PARAM, '50', 'test', t.clock.now());
  });
  afterAll(async () => {
    await t.close();
  });

  const pending = (answer: { body: any }) => answer.body.data?.pending === true;

  it('withdrawals split under the threshold: the one that takes the 24-hour sum above it is held', async () => {
    const demo = await login(t, DEMO.email, DEMO.password);
    expect((await addAddressAs(t, demo, { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS }, DEMO.fundPassword)).code).toBe(1);
    const body = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS, fundPwd: DEMO.fundPassword };
    const first = (await withdrawAs(t, demo, { ...body, amount: '30' })).data;
    const second = (await withdrawAs(t, demo, { ...body, amount: '30' })).data;
    expect(pending(await adminPost(t, '/admin/withdrawals/approve', { id: first.id, reason: 'known address' }, reviewer))).toBe(false);
    expect(pending(await adminPost(t, '/admin/withdrawals/approve', { id: second.id, reason: 'known address' }, reviewer))).toBe(true);
  });

  it('deposit approval: above the threshold, or split, waits for a second reviewer', async () => {
    const user = await registerByEmail(t, 'split-deposits@example.com');
    const deposit = async (amount: string) => {
      const row = await t.deps.db
        .insertInto('deposits')
        .values({ user_id: BigInt(user.userId), currency: 'USDT', chain: 'TRC20', address: 'test', amount: BigInt(Number(amount) * 1e6) * 100n, proof: '', tx_hash: '', status: 0n, reason: '', reviewed_by: null, reviewed_at: null, created_at: BigInt(t.clock.now()) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const big = await deposit('80');
    expect(pending(await adminPost(t, '/admin/deposits/approve', { id: big, reason: 'seen on chain' }, reviewer))).toBe(true);
    const a = await deposit('40');
    const b = await deposit('40');
    expect(pending(await adminPost(t, '/admin/deposits/approve', { id: a, reason: 'seen on chain' }, reviewer))).toBe(false);
    expect(pending(await adminPost(t, '/admin/deposits/approve', { id: b, reason: 'seen on chain' }, reviewer))).toBe(true);
  });

  it('capital booking and funding transfers above the threshold wait for a second operator; below, they run', async () => {
    expect(pending(await adminPost(t, '/admin/funding/capital', { asset: 'USDT', amount: '40', reference: 'wire-1', reason: 'seed money' }, finance))).toBe(false);
    expect(pending(await adminPost(t, '/admin/funding/capital', { asset: 'USDT', amount: '5000', reference: 'wire-2', reason: 'seed money' }, finance))).toBe(true);
    expect(pending(await adminPost(t, '/admin/funding/transfer', { account: 'contract_house', direction: 'in', asset: 'USDT', amount: '10', reference: 'house-1', reason: 'float' }, finance))).toBe(false);
    expect(pending(await adminPost(t, '/admin/funding/transfer', { account: 'contract_house', direction: 'out', asset: 'USDT', amount: '500', reference: 'house-2', reason: 'take back' }, finance))).toBe(true);
  });

  it('stopping a fund waits for a second admin', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '1000000', 'earn-1');
    const fund = await makeFund(t.deps.db, t.clock.now());
    expect(pending(await adminPost(t, '/admin/funds/stop', { id: Number(fund.id), reason: 'wind it down' }, admin))).toBe(true);
    expect((await t.deps.db.selectFrom('funds').select('status').where('id', '=', fund.id).executeTakeFirstOrThrow()).status).toBe(0n);
  });

  it('every contract risk field waits for a second admin, not only the fees', async () => {
    const changes: [string, string][] = [
      ['adverseMove', '0.5'],
      ['leverages', '5,10'],
      ['maxLeverage', '10'],
      ['enabled', '0'],
      ...CONTRACT_MONEY_FIELDS.map((field) => [field, field === 'mmr' ? '0.004' : field.endsWith('Fee') ? '0.001' : '100'] as [string, string]),
    ];
    for (const [field, value] of changes) {
      const answer = await adminPost(t, '/admin/contract/set', { symbol: 'btcusdt', field, value, reason: 'risk review' }, admin);
      expect([field, answer.body.err ?? null, pending(answer)]).toEqual([field, null, true]);
    }
    expect(pending(await adminPost(t, '/admin/contract/cap', { country: 'US', maxLeverage: 200, reason: 'risk review' }, admin))).toBe(true);
  });

  it('confirming a fiat buy above the threshold waits for a second reviewer', async () => {
    await openChannels(t.deps.db, t.clock);
    const user = await fiatUser(t, 'fiat-two@example.com', '500');
    await t.call('/user/bankcard/save', { ...UPI, fundPwd: FUND_PWD }, { token: user.token });
    const buy = (await t.call('/user/cashPay/cashPay', { cashCoin: 'INR', platformEnum: 'BANK_CARD', usdtAmount: '100' }, { token: user.token })).data;
    await t.call('/user/cashPay/paid', { orderId: buy.id, utr: '123456789012' }, { token: user.token });
    expect(pending(await adminPost(t, '/admin/fiat/confirm', { id: buy.id, reason: 'UTR matches' }, reviewer))).toBe(true);
  });
});
