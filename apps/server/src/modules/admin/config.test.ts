import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONFIG_CALLS } from '@exchange/contracts';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { decideApproval } from './approvals.js';
import { resolveOperatorSession } from './operator-sessions.js';

async function post(t: TTestApp, url: string, body: unknown, token: string) {
  const response = await t.app.inject({ method: 'POST', url: `/bb${url}`, payload: body as object, headers: { 'x-operator-token': token } });
  return { status: response.statusCode, ...response.json() };
}
async function get(t: TTestApp, url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url: `/bb${url}`, headers: { 'x-operator-token': token } });
  return { status: response.statusCode, ...response.json() };
}

/** The newest audit entries of an action, newest first, with their JSON parsed. */
async function auditOf(t: TTestApp, action: string) {
  const rows = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  return rows.map((r) => ({ ...r, before: JSON.parse(r.before), after: JSON.parse(r.after), detail: JSON.parse(r.detail) }));
}

describe.each(DIALECTS)('operator console: products, markets, seconds, parameters on %s', (dialect) => {
  let t: TTestApp;
  let admin: string;
  let admin2: string;
  let content: string;
  let support: string;
  let finance: string;

  async function approve(id: string, token: string, isApproved = true) {
    const decider = (await resolveOperatorSession(t.deps, token))!;
    const http = { request: {} as FastifyRequest, ip: '127.0.0.1', userAgent: 'test' };
    return decideApproval(t.deps, { id: BigInt(id), decider, approve: isApproved, reason: 'checked with the desk' }, http);
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await operatorSession(t.deps, 'ada', ['admin']);
    admin2 = await operatorSession(t.deps, 'bea', ['admin']);
    content = await operatorSession(t.deps, 'cy', ['content']);
    support = await operatorSession(t.deps, 'sue', ['support']);
    finance = await operatorSession(t.deps, 'fin', ['finance']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('declares every config call once, each write with a reason', () => {
    for (const call of ADMIN_CONFIG_CALLS) {
      if (call.isWrite) expect(Object.keys((call.request as any).shape ?? (call.request as any).options[0].shape)).toContain('reason');
    }
    expect(new Set(ADMIN_CONFIG_CALLS.map((c) => c.path)).size).toBe(ADMIN_CONFIG_CALLS.length);
  });

  it('products: lists the rules; an admin switches one, sets KYC and restricted countries, recorded with before and after', async () => {
    const list = await get(t, '/admin/products', support);
    expect(list.data.map((p: { code: string }) => p.code)).toContain('contract');
    const before = list.data.find((p: { code: string }) => p.code === 'contract');

    const off = await post(t, '/admin/products/set', { code: 'contract', field: 'enabled', isEnabled: false, reason: 'maintenance window' }, admin);
    expect(off.data).toMatchObject({ code: 'contract', isEnabled: false, updatedBy: 'ada' });
    const [entry] = await auditOf(t, 'products.set');
    expect(entry).toMatchObject({ operator: 'ada', subject: 'contract', reason: 'maintenance window', approved_by: null });
    expect(entry.before).toMatchObject({ isEnabled: before.isEnabled });
    expect(entry.after).toMatchObject({ isEnabled: false });

    const restricted = await post(t, '/admin/products/set', { code: 'contract', field: 'restricted', countries: ['us', 'GB'], reason: 'licensing' }, admin);
    expect(restricted.data.restrictedCountries).toEqual(['GB', 'US']);
    expect((await post(t, '/admin/products/set', { code: 'contract', field: 'restricted', countries: ['XX'], reason: 'licensing' }, admin)).err).toBe('countryCodeInvalid');
    expect((await post(t, '/admin/products/set', { code: 'contract', field: 'kyc', kycLevel: 1, reason: 'regulator asks' }, admin)).data.kycLevel).toBe(1);
    expect((await post(t, '/admin/products/set', { code: 'nope', field: 'kyc', kycLevel: 1, reason: 'regulator asks' }, admin)).err).toBe('invalidParams');
    // No reason, no change.
    expect((await post(t, '/admin/products/set', { code: 'contract', field: 'enabled', isEnabled: true }, admin)).err).toBe('invalidParams');
    // Only an admin sets products; the content role publishes disclosures, not switches.
    expect((await post(t, '/admin/products/set', { code: 'contract', field: 'enabled', isEnabled: true, reason: 'back on' }, content)).err).toBe('operatorForbidden');
  });

  it('products: the content role makes a disclosure version current, only one written in all 14 languages', async () => {
    const texts = await get(t, '/admin/products/disclosures?code=seconds', content);
    expect(texts.data.versions.length).toBeGreaterThan(0);
    const complete = texts.data.versions.find((v: { isComplete: boolean }) => v.isComplete);
    expect(Object.keys(complete.texts)).toHaveLength(14);

    expect((await post(t, '/admin/products/disclosure', { code: 'seconds', version: 999, reason: 'new wording' }, content)).err).toBe('disclosureVersionMissing');
    expect((await post(t, '/admin/products/disclosure', { code: 'seconds', version: complete.version, reason: 'new wording' }, admin)).err).toBe('operatorForbidden');
    const set = await post(t, '/admin/products/disclosure', { code: 'seconds', version: complete.version, reason: 'new wording' }, content);
    expect(set.data.disclosureVersion).toBe(complete.version);
    const [entry] = await auditOf(t, 'products.disclosure');
    expect(entry).toMatchObject({ operator: 'cy', subject: 'seconds', reason: 'new wording' });
    expect(entry.after).toMatchObject({ disclosureVersion: complete.version });
  });

  it('spot: lists the catalogue; an admin lists a market for a listed asset, never with a price', async () => {
    const markets = await get(t, '/admin/spot/markets', support);
    expect(markets.data.find((m: { symbol: string }) => m.symbol === 'btcusdt')).toMatchObject({ base: 'BTC', quote: 'USDT', addedBy: null });

    const added = await post(t, '/admin/spot/add', { base: 'ETH', quote: 'BTC', pricePrecision: 6, quantityPrecision: 3, reason: 'listing' }, admin);
    if (added.err) {
      // ETH/BTC is a fixed market already: the refusal says so.
      expect(added.err).toBe('configRejected');
      expect(added.msg).toContain('already a market');
    }
    const refused = await post(t, '/admin/spot/add', { base: 'NOPE', quote: 'USDT', pricePrecision: 2, quantityPrecision: 2, reason: 'listing' }, admin);
    expect(refused).toMatchObject({ err: 'configRejected' });
    expect(refused.msg).toContain('NOPE is not a listed asset');
    expect((await post(t, '/admin/spot/add', { base: 'BTC', quote: 'USDT', pricePrecision: 2, quantityPrecision: 2, price: '1', reason: 'listing' }, admin)).err).toBe('invalidParams');
    expect((await post(t, '/admin/spot/add', { base: 'BTC', quote: 'ETH', pricePrecision: 2, quantityPrecision: 2, reason: 'listing' }, finance)).err).toBe('operatorForbidden');
  });

  it('contract: every parameter (risk terms as well as money) waits for a second admin, applied once', async () => {
    const read = await get(t, '/admin/contract/markets', support);
    const btc = read.data.markets.find((m: { symbol: string }) => m.symbol === 'btcusdt');
    expect(btc).toBeTruthy();

    const levers = await post(t, '/admin/contract/set', { symbol: 'btcusdt', field: 'maxLeverage', value: '50', reason: 'tighter risk' }, admin);
    expect(levers.data.pending).toBe(true);
    expect((await approve(levers.data.approvalId, admin2)).result).toEqual([expect.objectContaining({ symbol: 'btcusdt', maxLeverage: 50 })]);
    const [direct] = await auditOf(t, 'contract.set');
    expect(direct).toMatchObject({ operator: 'ada', approved_by: 'bea', subject: 'contract:btcusdt', reason: 'tighter risk' });
    expect(direct.before).toContain(`maxLeverage=${btc.maxLeverage}`);
    expect(direct.after).toContain('maxLeverage=50');

    // Input checks before anything is held.
    expect((await post(t, '/admin/contract/set', { symbol: 'zzzusdt', field: 'openFee', value: '0.001', reason: 'fees' }, admin)).err).toBe('contractMarketUnknown');
    expect((await post(t, '/admin/contract/set', { symbol: 'btcusdt', field: 'price', value: '1', reason: 'fees' }, admin)).err).toBe('invalidParams');
    expect((await post(t, '/admin/contract/set', { symbol: 'btcusdt', field: 'openFee', value: 'lots', reason: 'fees' }, admin)).err).toBe('configRejected');

    const held = await post(t, '/admin/contract/set', { symbol: 'btcusdt', field: 'openFee', value: '0.001', reason: 'new fee schedule' }, admin);
    expect(held).toMatchObject({ msg: expect.any(String), data: { pending: true, approvalId: expect.any(String) } });
    expect((await get(t, '/admin/contract/markets', admin)).data.markets.find((m: { symbol: string }) => m.symbol === 'btcusdt').openFee).toBe(btc.openFee);
    expect((await get(t, '/admin/contract/markets', support)).data.pending).toEqual([
      expect.objectContaining({ approvalId: held.data.approvalId, subject: 'contract:btcusdt openFee=0.001', requestedBy: 'ada', reason: 'new fee schedule' }),
    ]);

    // The requester cannot approve their own request; another admin can, once.
    await expect(approve(held.data.approvalId, admin)).rejects.toMatchObject({ key: 'approvalSelf' });
    await expect(approve(held.data.approvalId, support)).rejects.toMatchObject({ key: 'operatorForbidden' });
    expect((await approve(held.data.approvalId, admin2)).status).toBe('approved');
    await expect(approve(held.data.approvalId, admin2)).rejects.toMatchObject({ key: 'alreadyReviewed' });
    expect((await get(t, '/admin/contract/markets', admin)).data.pending).toEqual([]);
    expect((await get(t, '/admin/contract/markets', admin)).data.markets.find((m: { symbol: string }) => m.symbol === 'btcusdt').openFee).toBe('0.001');
    const applied = (await auditOf(t, 'contract.set')).filter((e) => e.detail.field === 'openFee');
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ operator: 'ada', approved_by: 'bea', reason: 'new fee schedule' });
    expect(applied[0].before).toContain(`openFee=${btc.openFee}`);
    expect(applied[0].after).toContain('openFee=0.001');
  });

  it('contract: country leverage caps, with a bad country code refused', async () => {
    const asked = await post(t, '/admin/contract/cap', { country: 'nz', maxLeverage: 20, reason: 'FMA rule' }, admin);
    expect(asked.data.pending).toBe(true);
    const set = await approve(asked.data.approvalId, admin2);
    expect(set.result).toEqual({ country: 'NZ', before: null, after: 20 });
    expect((await get(t, '/admin/contract/markets', finance)).data.caps).toContainEqual(expect.objectContaining({ country: 'NZ', maxLeverage: 20, updatedBy: 'ada' }));
    expect((await post(t, '/admin/contract/cap', { country: 'N1', maxLeverage: 20, reason: 'FMA rule' }, admin)).err).toBe('countryCodeInvalid');
    expect((await post(t, '/admin/contract/cap', { country: 'NZ', maxLeverage: 20, reason: 'FMA rule' }, support)).err).toBe('operatorForbidden');
    const removed = await approve((await post(t, '/admin/contract/cap', { country: 'NZ', maxLeverage: null, reason: 'rule lifted' }, admin)).data.approvalId, admin2);
    expect(removed.result).toEqual({ country: 'NZ', before: 20, after: null });
    const [entry] = await auditOf(t, 'contract.set');
    expect(entry).toMatchObject({ subject: 'contract-cap:NZ', reason: 'rule lifted', before: 20, after: null });
  });

  it('seconds: a new duration and its rates wait for a second admin; on/off and markets apply at once', async () => {
    const added = await post(t, '/admin/seconds/add', { second: 45, incomeRate: '0.8', min: '10', max: '1000', reason: 'new duration' }, admin);
    expect(added.data.pending).toBe(true);
    expect((await get(t, '/admin/seconds', support)).data.pending).toEqual([expect.objectContaining({ approvalId: added.data.approvalId, subject: 'seconds-duration:45 add' })]);
    expect((await get(t, '/admin/seconds', support)).data.durations.find((d: { second: number }) => d.second === 45)).toBeUndefined();
    expect((await approve(added.data.approvalId, admin2)).status).toBe('approved');
    expect((await get(t, '/admin/seconds', support)).data.durations.find((d: { second: number }) => d.second === 45)).toEqual({ second: 45, incomeRate: '0.8', min: '10', max: '1000', isEnabled: true });

    // A bad rate is refused before being held; a rate of 1 or more is refused when applied.
    expect((await post(t, '/admin/seconds/add', { second: 46, incomeRate: 'high', min: '10', max: '1000', reason: 'new duration' }, admin)).err).toBe('rateInvalid');
    const tooHigh = await post(t, '/admin/seconds/set', { second: 45, field: 'incomeRate', value: '1.2', reason: 'promo' }, admin);
    expect((await approve(tooHigh.data.approvalId, admin2))).toMatchObject({ status: 'failed', result: { err: 'configRejected' } });

    const rate = await post(t, '/admin/seconds/set', { second: 45, field: 'incomeRate', value: '0.85', reason: 'promo' }, admin);
    expect(rate.data.pending).toBe(true);
    expect((await approve(rate.data.approvalId, admin2)).result).toMatchObject({ incomeRate: '0.85' });
    const [entry] = await auditOf(t, 'seconds.set');
    expect(entry).toMatchObject({ operator: 'ada', approved_by: 'bea', subject: 'seconds-duration:45', reason: 'promo' });
    expect(entry.before).toMatchObject({ incomeRate: '0.8' });
    expect(entry.after).toMatchObject({ incomeRate: '0.85' });

    const off = await post(t, '/admin/seconds/set', { second: 45, field: 'enabled', value: '0', reason: 'pause' }, admin);
    expect(off.data).toMatchObject({ second: 45, isEnabled: false });
    expect((await post(t, '/admin/seconds/set', { second: 99, field: 'enabled', value: '0', reason: 'pause' }, admin)).err).toBe('configRejected');

    const market = await post(t, '/admin/seconds/market', { symbol: 'ETHUSDT', isEnabled: false, reason: 'thin book' }, admin);
    expect(market.data).toEqual({ symbol: 'ethusdt', isEnabled: false });
    expect((await post(t, '/admin/seconds/market', { symbol: 'zzzusdt', isEnabled: false, reason: 'thin book' }, admin)).err).toBe('marketNotFound');
    const [marketEntry] = await auditOf(t, 'seconds.set');
    expect(marketEntry).toMatchObject({ subject: 'seconds-market:ethusdt', reason: 'thin book', after: 'off' });

    const removed = await post(t, '/admin/seconds/remove', { second: 45, reason: 'unused' }, admin);
    expect(removed.data.second).toBe(45);
    const [removedEntry] = await auditOf(t, 'seconds.set');
    expect(removedEntry).toMatchObject({ subject: 'seconds-duration:45', after: null });
    expect(removedEntry.before).toMatchObject({ second: 45, incomeRate: '0.85' });
  });

  it('parameters: others apply at once; money parameters are held, shown pending, approved once by another admin', async () => {
    const list = await get(t, '/admin/params', finance);
    const fee = list.data.find((p: { name: string }) => p.name === 'contract_second_fee_rate');
    expect(fee).toMatchObject({ isMoney: true, pending: [] });
    expect(list.data.find((p: { name: string }) => p.name === 'customer_service_email')).toMatchObject({ isMoney: false });
    expect(list.data.find((p: { name: string }) => p.name === 'fiat_order_minutes')).toMatchObject({ isMoney: false });

    const email = await post(t, '/admin/params/set', { name: 'customer_service_email', value: 'help@example.com', reason: 'new desk' }, admin);
    expect(email.data).toEqual({ name: 'customer_service_email', before: 'support@example.com', after: 'help@example.com' });
    const [entry] = await auditOf(t, 'params.set');
    expect(entry).toMatchObject({ operator: 'ada', subject: 'customer_service_email', reason: 'new desk', before: 'support@example.com', after: 'help@example.com' });

    expect((await post(t, '/admin/params/set', { name: 'no_such', value: '1', reason: 'typo' }, admin)).err).toBe('paramUnknown');
    expect((await post(t, '/admin/params/set', { name: 'customer_service_email', value: 'x', reason: 'new desk' }, finance)).err).toBe('operatorForbidden');

    const held = await post(t, '/admin/params/set', { name: 'contract_second_fee_rate', value: '0.003', reason: 'fee review' }, admin);
    expect(held.data.pending).toBe(true);
    // The price band and the feed hosts are risk parameters: one operator alone cannot widen them.
    expect((await post(t, '/admin/params/set', { name: 'spot_price_band_bps', value: '5000', reason: 'wider band' }, admin)).data.pending).toBe(true);
    expect((await post(t, '/admin/params/set', { name: 'price_feed_hosts', value: 'feed.example.com', reason: 'new host' }, admin)).data.pending).toBe(true);
    // Fewer confirmations would let a re-organisation take back a credited deposit: a second operator decides.
    expect((await post(t, '/admin/params/set', { name: 'chain_confirmations_ETH', value: '1', reason: 'faster deposits' }, admin)).data.pending).toBe(true);
    const shown = (await get(t, '/admin/params', admin)).data.find((p: { name: string }) => p.name === 'contract_second_fee_rate');
    expect(shown).toMatchObject({ value: fee.value, pending: [{ approvalId: held.data.approvalId, value: '0.003', requestedBy: 'ada', reason: 'fee review' }] });

    await expect(approve(held.data.approvalId, admin)).rejects.toMatchObject({ key: 'approvalSelf' });
    await expect(approve(held.data.approvalId, finance)).rejects.toMatchObject({ key: 'operatorForbidden' });
    expect((await approve(held.data.approvalId, admin2)).status).toBe('approved');
    await expect(approve(held.data.approvalId, admin2)).rejects.toMatchObject({ key: 'alreadyReviewed' });
    const after = (await get(t, '/admin/params', admin)).data.find((p: { name: string }) => p.name === 'contract_second_fee_rate');
    expect(after).toMatchObject({ value: '0.003', pending: [], updatedBy: 'ada' });
    const applied = (await auditOf(t, 'params.set')).filter((e) => e.subject === 'contract_second_fee_rate');
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ operator: 'ada', approved_by: 'bea', before: fee.value, after: '0.003', reason: 'fee review' });

    // A rejected request changes nothing.
    const again = await post(t, '/admin/params/set', { name: 'contract_second_fee_rate', value: '0.5', reason: 'typo' }, admin);
    expect((await approve(again.data.approvalId, admin2, false)).status).toBe('rejected');
    expect((await get(t, '/admin/params', admin)).data.find((p: { name: string }) => p.name === 'contract_second_fee_rate').value).toBe('0.003');
  });
});
