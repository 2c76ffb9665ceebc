import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { productName, translate } from '@exchange/i18n';
import { DEMO, DIALECTS, login, startTestApp, type TTestApp } from '../../test/test-app.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { AppError } from '../../platform/errors.js';
import { PRODUCT_RULES_TTL_MS } from './product-rules.js';
import { requireAccess } from './product-access.js';

/** The access check as spot orders meet it: every change an operator makes reaches the order path. */
describe.each(DIALECTS)('spot orders through the access check on %s', (dialect) => {
  let t: TTestApp;
  let token: string;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    token = await login(t, DEMO.email, DEMO.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const bid = { symbol: 'btcusdt', side: 'buy', type: 'LMT', price: '1000', amount: '0.01' };
  const place = (lang = 'en-US') => t.call('/spot/order/place', bid, { token, lang });
  /** An operator's change, then the time running processes take to apply it. */
  const ops = async (...args: string[]) => {
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, args, 'olga');
    t.clock.advance(PRODUCT_RULES_TTL_MS);
  };
  const openOrders = async () => (await t.call('/spot/order/list', { status: 'unfinished' }, { token })).data.totalRow;

  it('refuses orders while spot is switched off, in the caller language, and takes them again once it is back on', async () => {
    expect((await place()).code).toBe(1);
    await ops('product:set', 'spot', 'enabled', '0');
    const refused = await place('de-DE');
    expect(refused).toMatchObject({
      code: 0,
      err: 'productOff',
      msg: translate('de-DE', 'productOff', { product: productName('de-DE', 'spot') }),
      data: { product: 'spot', reason: 'off' },
    });
    expect(refused.msg).toContain(productName('de-DE', 'spot'));
    expect(await openOrders()).toBe(1);
    // A visitor is refused only because the product is off; that the call needs a session is the route's rule.
    const error = await requireAccess(t.deps, null, 'spot', 'en-US').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).key).toBe('productOff');
    await ops('product:set', 'spot', 'enabled', '1');
    await expect(requireAccess(t.deps, null, 'spot', 'en-US')).resolves.toBeUndefined();
    expect((await t.call('/spot/order/place', bid)).code).toBe(-2);
    expect((await place()).code).toBe(1);
    expect(await openOrders()).toBe(2);
  });

  it("refuses orders from a country where spot is restricted, and from users who have not said theirs", async () => {
    await ops('product:set', 'spot', 'restricted', 'FR,GB');
    expect(await place('ar-AE')).toMatchObject({ err: 'productNoCountry', msg: translate('ar-AE', 'productNoCountry') });
    await t.call('/user/updateCountry', { country: 'FR' }, { token });
    expect(await place('fr-FR')).toMatchObject({
      err: 'productCountry',
      msg: translate('fr-FR', 'productCountry', { product: productName('fr-FR', 'spot') }),
    });
    // A country change counts from the next order (users are read per call, not cached).
    await t.call('/user/updateCountry', { country: 'DE' }, { token });
    expect((await place()).code).toBe(1);
    await t.call('/user/updateCountry', { country: 'FR' }, { token });
    await ops('product:set', 'spot', 'restricted', '-');
    expect((await place()).code).toBe(1);
    expect(await openOrders()).toBe(2);
  });

  it('asks for identity verification when an operator requires it', async () => {
    // The demo user is seeded verified (demo mode lets it try the products that need it): unverify it.
    await t.deps.db.updateTable('users').set({ kyc_status: 0n }).where('email', '=', DEMO.email).execute();
    await ops('product:set', 'spot', 'kyc', '1');
    expect(await place('zh-CN')).toMatchObject({ err: 'productKyc', msg: translate('zh-CN', 'productKyc') });
    await t.deps.db.updateTable('users').set({ kyc_status: 2n }).where('email', '=', DEMO.email).execute();
    expect((await place()).code).toBe(1);
  });
});
