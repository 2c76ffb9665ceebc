import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount, readAmountOf } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { fund } from '../../test/wallet-helpers.js';
import { AppError } from '../../platform/errors.js';
import { contractTrader, recordTick } from '../contract/contract-test-support.js';
import { fundHouse, recordTick as secondsTick, secondsTrader } from '../seconds/seconds-test-support.js';
import { fundRewardsAccount } from '../invites/rewards-account.js';
import { earnCapital, FUND_PWD, fundBuyer, makeFund, reserveOf } from '../fund/fund-test-support.js';
import { fundReserveAccount, EARN_ACCOUNT } from '../fund/fund-records.js';
import { insertUser } from '../invites/invite-test-support.js';
import { system, type TSystemAccount } from './accounts.js';
import { systemAccountBalance, transferFunding } from './capital.js';
import { postTransaction } from './post-transaction.js';

const usdt = (text: string) => readAmountOf(text, 'USDT').units!;

/** Issue 24 "Operators can take capital below what is promised": a funding transfer out keeps each account's promises. */
describe.each(DIALECTS)('funding transfers out keep what an account promised on %s', (dialect) => {
  let t: TTestApp;
  let n = 0;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const out = (account: TSystemAccount, amount: bigint) =>
    t.deps.db.transaction().execute((tx) =>
      transferFunding(tx, t.clock, { account, direction: 'out', asset: 'USDT', amount, reference: `out-${(n += 1)}`, operator: 'olga', reason: 'capital back', action: 'funding.transfer' }),
    );
  const balance = (account: TSystemAccount) => systemAccountBalance(t.deps.db, system(account), 'USDT');

  /** Takes all but `keep` out of the account: refused one unit below it (nothing moved), taken at it. */
  async function expectKeeps(account: TSystemAccount, keep: bigint, keepText: string) {
    const before = await balance(account);
    await expect(out(account, before - keep + 1n)).rejects.toEqual(new AppError('adminFundingPromised', { vars: { owed: keepText, asset: 'USDT' } }));
    expect(await balance(account)).toBe(before);
    expect(translate('en-US', 'adminFundingPromised', { owed: keepText, asset: 'USDT' })).toContain(keepText);
    await out(account, before - keep);
    expect(await balance(account)).toBe(keep);
  }

  it('the contract house keeps its open positions worst case', async () => {
    const alice = await contractTrader(t, 'alice@example.com', '200');
    await recordTick(t, 'btcusdt', '50000');
    expect((await t.call('/contract/order/open', { symbol: 'btcusdt', type: 'market', direction: 'up', multiple: 100, openAmount: '100' }, { token: alice.token })).code).toBe(1);
    // 10,000 of value at the default 20 % adverse move.
    await expectKeeps('contract_house', usdt('2000'), '2000');
  });

  it('the seconds house keeps the most its open orders can win', async () => {
    const bob = await secondsTrader(t, 'bob@example.com', '200');
    await fundHouse(t, '1000');
    await secondsTick(t, 'btcusdt', '50000');
    const created = await t.call('/app/contract/second/createOrder', { openAmount: '100', positionTime: 60, tradeType: 0 }, { token: bob.token });
    expect(created).toMatchObject({ code: 200 });
    const { exposure } = await t.deps.db.selectFrom('seconds_house').select('exposure').executeTakeFirstOrThrow();
    expect(exposure).toBeGreaterThan(0n);
    await expectKeeps('seconds_house', exposure, formatAmount(exposure, 'USDT'));
  });

  it('the earn account keeps what the funds reserves lack', async () => {
    await earnCapital(t.deps.db, t.clock.now(), '100000', 'earn-test');
    const made = await makeFund(t.deps.db, t.clock.now());
    const buyer = await fundBuyer(t, 'carol@example.com', '1000');
    expect((await t.call('/fund/buy', { id: Number(made.id), shares: 10, fundPwd: FUND_PWD }, { token: buyer.token })).code).toBe(1);
    // A reserve short of its holdings' promise (as if it had paid out what it owed): the earn account must keep the gap.
    const reserve = await reserveOf(t.deps.db, made.id);
    await postTransaction(t.deps.db, t.clock.now(), {
      type: 'fund_reserve_return',
      reference: 'test:drain',
      postings: [
        { account: fundReserveAccount(made.id), asset: 'USDT', amount: -reserve },
        { account: EARN_ACCOUNT, asset: 'USDT', amount: reserve },
      ],
    });
    // 10 shares × 100 × 0.0002 × 3 days = 0.6 of interest, and the three referral levels' 17 % of it (owed whoever refers).
    await expectKeeps('earn_payouts', usdt('0.702'), '0.702');
  });

  it('the invite rewards account keeps the cashbacks friends earned', async () => {
    const referrer = await insertUser(t.deps.db, t.clock.now(), null);
    const friend = await insertUser(t.deps.db, t.clock.now(), referrer);
    await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('id', '=', friend).execute();
    await fund(t, Number(friend), 'USDT', '10');
    await fundRewardsAccount(t.deps.db, t.clock.now(), { amount: usdt('100'), reference: 'rewards-test', memo: 'test' });
    // The default cashback, 5 USDT, is earned: verified with a credited deposit.
    await expectKeeps('invite_rewards', usdt('5'), '5');
  });
});
