import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, fundReserve, readAmountOf } from '@exchange/contracts';
import { translate } from '@exchange/i18n';
import { DIALECTS, startTestApp, type TTestApp } from '../../test/test-app.js';
import { operatorSession } from '../../test/operator-helpers.js';
import { accountKey, system, type TSystemAccount } from '../ledger/accounts.js';
import { auditLedger } from '../ledger/audit-ledger.js';
import { EARN_ACCOUNT, fundReserveAccount } from '../fund/fund-records.js';
import { decideApproval } from './approvals.js';
import { resolveOperatorSession } from './operator-sessions.js';

const usdt = (text: string) => readAmountOf(text, 'USDT').units!;
const text = (units: bigint) => formatAmount(units, 'USDT');

describe.each(DIALECTS)('operator console money on %s', (dialect) => {
  let t: TTestApp;
  let admin: string;
  let admin2: string;
  let finance: string;
  let support: string;

  async function post(url: string, body: unknown, token: string) {
    const response = await t.app.inject({ method: 'POST', url: `/bb${url}`, payload: body as object, headers: { 'x-operator-token': token } });
    return response.json();
  }
  async function get(url: string, token: string) {
    const response = await t.app.inject({ method: 'GET', url: `/bb${url}`, headers: { 'x-operator-token': token } });
    return response.json();
  }
  async function balance(account: TSystemAccount, id?: bigint, asset = 'USDT') {
    const row = await t.deps.db.selectFrom('ledger_accounts').select('balance').where('key', '=', accountKey(system(account, id))).where('asset', '=', asset).executeTakeFirst();
    return row?.balance ?? 0n;
  }
  const lastAction = async (action: string) => {
    const row = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { ...row, before: JSON.parse(row.before), after: JSON.parse(row.after), detail: JSON.parse(row.detail) };
  };
  async function expectLedgerClean() {
    const report = await auditLedger(t.deps.db);
    expect({ unbalanced: report.unbalanced, negative: report.negative, isConsistent: report.isConsistent }).toEqual({ unbalanced: [], negative: [], isConsistent: true });
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await operatorSession(t.deps, 'ada', ['admin']);
    admin2 = await operatorSession(t.deps, 'bob', ['admin']);
    finance = await operatorSession(t.deps, 'fin', ['finance']);
    support = await operatorSession(t.deps, 'sue', ['support']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('funding: capital booked once per reference, transfers either way, finance only, never below zero, all audited', async () => {
    // Policy: support may not even read; admin reads but may not move money.
    expect((await get('/admin/funding', support)).err).toBe('operatorForbidden');
    expect((await get('/admin/funding', admin)).code).toBe(1);
    expect((await post('/admin/funding/capital', { asset: 'USDT', amount: '1000', reference: 'wire-1', reason: 'seed capital' }, admin)).err).toBe('operatorForbidden');

    const clearingBefore = await balance('deposit_clearing');
    const booked = await post('/admin/funding/capital', { asset: 'usdt', amount: '1000', reference: 'wire-1', reason: 'seed capital' }, finance);
    expect(booked).toMatchObject({ code: 1, data: { balance: '1000' } });
    expect(await balance('operator_funding')).toBe(usdt('1000'));
    expect(await balance('deposit_clearing')).toBe(clearingBefore - usdt('1000'));
    const again = await post('/admin/funding/capital', { asset: 'USDT', amount: '1000', reference: 'wire-1', reason: 'seed capital' }, finance);
    expect(again).toMatchObject({ code: 0, err: 'adminCapitalBooked', msg: translate('en-US', 'adminCapitalBooked') });
    expect(await balance('operator_funding')).toBe(usdt('1000'));
    const capitalEntry = await lastAction('funding.transfer');
    expect(capitalEntry).toMatchObject({ operator: 'fin', subject: 'funding:operator_funding', reason: 'seed capital' });
    expect(capitalEntry.before).toEqual({ 'system:operator_funding': { USDT: '0' } });
    expect(capitalEntry.after).toEqual({ 'system:operator_funding': { USDT: usdt('1000').toString() } });

    // In: funding → the seconds house.
    const houseBefore = await balance('seconds_house');
    const moved = await post('/admin/funding/transfer', { account: 'seconds_house', direction: 'in', asset: 'USDT', amount: '300', reference: 'tx-1', reason: 'house capital for the weekend' }, finance);
    expect(moved).toMatchObject({ code: 1, data: { from: { account: 'operator_funding', balance: '700' }, to: { account: 'seconds_house' } } });
    expect(await balance('seconds_house')).toBe(houseBefore + usdt('300'));
    const entry = await lastAction('funding.transfer');
    expect(entry).toMatchObject({ operator: 'fin', subject: 'funding:seconds_house', reason: 'house capital for the weekend', approved_by: null });
    expect(entry.before).toEqual({ operator_funding: { USDT: usdt('1000').toString() }, seconds_house: { USDT: houseBefore.toString() } });
    expect(entry.after).toEqual({ operator_funding: { USDT: usdt('700').toString() }, seconds_house: { USDT: (houseBefore + usdt('300')).toString() } });
    const tx = await t.deps.db.selectFrom('ledger_transactions').select(['type', 'reference']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(tx).toEqual({ type: 'funding_transfer', reference: 'funding:tx-1' });

    // The same reference is not moved twice; a short account is refused, nothing moved.
    expect((await post('/admin/funding/transfer', { account: 'seconds_house', direction: 'in', asset: 'USDT', amount: '1', reference: 'tx-1', reason: 'again' }, finance)).err).toBe('adminFundingReferenceUsed');
    const short = await post('/admin/funding/transfer', { account: 'insurance_fund', direction: 'in', asset: 'USDT', amount: '700.01', reference: 'tx-2', reason: 'too much' }, finance);
    expect(short).toMatchObject({ code: 0, err: 'adminFundingShort' });
    expect(await balance('operator_funding')).toBe(usdt('700'));
    // Out: back from the house, but never more than it holds.
    const back = await post('/admin/funding/transfer', { account: 'seconds_house', direction: 'out', asset: 'USDT', amount: '100', reference: 'tx-3', reason: 'take back excess' }, finance);
    expect(back).toMatchObject({ code: 1, data: { from: { account: 'seconds_house' }, to: { account: 'operator_funding', balance: '800' } } });
    const houseNow = await balance('seconds_house');
    const tooMuch = await post('/admin/funding/transfer', { account: 'seconds_house', direction: 'out', asset: 'USDT', amount: text(houseNow + 1n), reference: 'tx-4', reason: 'more than it holds' }, finance);
    expect(tooMuch.err).toBe('adminFundingShort');
    // Bad input: an unknown asset, a zero amount.
    expect((await post('/admin/funding/transfer', { account: 'seconds_house', direction: 'in', asset: 'NOPE', amount: '1', reference: 'tx-5', reason: 'x'.repeat(5) }, finance)).err).toBe('adminAssetUnknown');
    expect((await post('/admin/funding/transfer', { account: 'seconds_house', direction: 'in', asset: 'USDT', amount: '0', reference: 'tx-6', reason: 'zero amount' }, finance)).err).toBe('invalidAmount');
    // The operator funding account itself is not a target.
    expect((await post('/admin/funding/transfer', { account: 'operator_funding', direction: 'in', asset: 'USDT', amount: '1', reference: 'tx-7', reason: 'to itself' }, finance)).code).toBe(0);

    const view = await get('/admin/funding', finance);
    expect(view.data.balances).toContainEqual({ account: 'operator_funding', asset: 'USDT', balance: '800' });
    expect(view.data.moves[0]).toMatchObject({ type: 'funding_transfer', reference: 'tx-3', from: 'seconds_house', to: 'operator_funding', amount: '100', asset: 'USDT' });
    // Oldest last: the operator's wire, after the demo seed's capital into the demo faucet.
    const capital = view.data.moves.filter((m: { type: string }) => m.type === 'operator_capital');
    expect(capital[0]).toMatchObject({ type: 'operator_capital', reference: 'wire-1', from: 'deposit_clearing', to: 'operator_funding', amount: '1000' });
    expect(capital.slice(1).map((m: { to: string }) => m.to)).toEqual(['demo_faucet', 'demo_faucet', 'demo_faucet']);
    expect(view.data.balances).toContainEqual({ account: 'demo_faucet', asset: 'USDT', balance: '10000000' });
    await expectLedgerClean();
  });

  it('funding: concurrent transfers cannot overdraw the paying account', async () => {
    await post('/admin/funding/capital', { asset: 'USDT', amount: '100', reference: 'wire-race', reason: 'race capital' }, finance);
    const start = await balance('operator_funding');
    const half = start / 2n + 1n; // two of these do not fit
    const amount = text(half);
    const results = await Promise.all(
      [1, 2, 3].map((n) => post('/admin/funding/transfer', { account: 'invite_rewards', direction: 'in', asset: 'USDT', amount, reference: `race-${n}`, reason: 'concurrent transfer' }, finance)),
    );
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(results.filter((r) => r.err === 'adminFundingShort')).toHaveLength(2);
    expect(await balance('operator_funding')).toBe(start - readAmountOf(amount, 'USDT').units!);
    expect(await balance('operator_funding')).toBeGreaterThanOrEqual(0n);
    // The same reference sent twice at once moves once.
    const left = await balance('operator_funding');
    const twice = await Promise.all([1, 2].map(() => post('/admin/funding/transfer', { account: 'invite_rewards', direction: 'in', asset: 'USDT', amount: '0.01', reference: 'race-same', reason: 'double click' }, finance)));
    expect(twice.map((r) => r.err ?? 'ok').sort()).toEqual(['adminFundingReferenceUsed', 'ok']);
    expect(await balance('operator_funding')).toBe(left - usdt('0.01'));
    await expectLedgerClean();
  });

  const FUND = {
    names: { 'en-US': 'Console fund', 'zh-CN': '控制台基金' },
    currency: 'USDT',
    dailyRate: '0.0002',
    cycleDays: 7,
    price: '100',
    buyLimit: 50,
    totalShares: 1000,
    startTime: Date.UTC(2026, 10, 22, 12),
    endTime: Date.UTC(2026, 11, 22, 12),
    rebateRates: ['0.1', '0.05', '0.02'],
    reason: 'new weekly product',
  };

  it('funds: created with its whole reserve moved from the earn account first, refused when short, listed, stopped, audited', async () => {
    expect((await post('/admin/funds/create', FUND, finance)).err).toBe('operatorForbidden');
    const need = fundReserve({ totalShares: 1000n, price: usdt('100'), ratePpm: 200n, cycleDays: 7, rebatePpm: [100_000n, 50_000n, 20_000n] }).total;
    // The earn account is empty: refused, nothing created.
    const funds = async () => (await t.deps.db.selectFrom('funds').select('id').execute()).length;
    const before = await funds();
    const refused = await post('/admin/funds/create', FUND, admin);
    expect(refused).toMatchObject({ code: 0, err: 'earnAccountShort' });
    expect(await funds()).toBe(before);

    // Fund the earn account from the operator funding account (finance), then create (admin).
    await post('/admin/funding/capital', { asset: 'USDT', amount: '5000', reference: 'wire-earn', reason: 'earn capital' }, finance);
    expect((await post('/admin/funding/transfer', { account: 'earn_payouts', direction: 'in', asset: 'USDT', amount: '5000', reference: 'earn-1', reason: 'fund reserves' }, finance)).code).toBe(1);
    const earnBefore = await balance('earn_payouts');
    expect(earnBefore).toBe(usdt('5000'));
    const created = await post('/admin/funds/create', FUND, admin);
    expect(created).toMatchObject({ code: 1 });
    const id = BigInt(created.data.id);
    expect(await balance('fund_reserve', id)).toBe(need);
    expect(await balance('earn_payouts')).toBe(earnBefore - need);
    expect(created.data).toEqual({ id: Number(id), reserve: text(need), earnBalance: text(earnBefore - need) });
    const entry = await lastAction('funds.create');
    expect(entry).toMatchObject({ operator: 'ada', subject: `fund:${id}`, reason: 'new weekly product' });
    expect(entry.before).toEqual({ earn_payouts: { USDT: earnBefore.toString() }, fund_reserve: { USDT: '0' } });
    expect(entry.after).toEqual({ earn_payouts: { USDT: (earnBefore - need).toString() }, fund_reserve: { USDT: need.toString() } });
    const reserveTx = await t.deps.db.selectFrom('ledger_transactions').select('type').where('reference', '=', `fund:${id}:reserve`).executeTakeFirstOrThrow();
    expect(reserveTx.type).toBe('fund_reserve');
    expect(await balance('fund_reserve', id)).toBe(need);
    expect(accountKey(fundReserveAccount(id))).toBe(`system:fund_reserve:${id}`);
    expect(accountKey(EARN_ACCOUNT)).toBe('system:earn_payouts');

    // Bad terms: message keys.
    expect((await post('/admin/funds/create', { ...FUND, endTime: FUND.startTime }, admin)).err).toBe('adminFundEndBeforeStart');
    expect((await post('/admin/funds/create', { ...FUND, buyLimit: 5000 }, admin)).err).toBe('adminFundLimitAboveShares');
    expect((await post('/admin/funds/create', { ...FUND, dailyRate: '0.0000001' }, admin)).err).toBe('adminRateInvalid');
    expect((await post('/admin/funds/create', { ...FUND, currency: 'NOPE' }, admin)).err).toBe('adminAssetUnknown');
    expect((await post('/admin/funds/create', { ...FUND, names: { 'zh-CN': '只有中文' } }, admin)).err).toBe('adminFundNameRequired');
    expect((await post('/admin/funds/create', { ...FUND, reason: '' }, admin)).code).toBe(0);

    // Listed with its reserve, for any operator.
    const list = await get('/admin/funds', support);
    const row = list.data.funds.find((f: { id: number }) => f.id === Number(id));
    expect(row).toMatchObject({ name: 'Console fund', currency: 'USDT', dailyRate: '0.0002', cycleDays: 7, price: '100', soldShares: 0, poolUsed: '0', poolTotal: '100000', participants: 0, status: 0, reserveNeeded: '0', createdBy: 'ada' });
    expect(row.reserve).toBe(row.reserveFunded);
    expect(list.data.earn).toContainEqual({ asset: 'USDT', balance: text(earnBefore - need) });

    // Stopped once: the reserve back to the earn account, audited.
    expect((await post('/admin/funds/stop', { id: Number(id), reason: 'product withdrawn' }, support)).err).toBe('operatorForbidden');
    const asked = await post('/admin/funds/stop', { id: Number(id), reason: 'product withdrawn' }, admin);
    expect(asked.data.pending).toBe(true);
    const stopped = await post('/admin/approvals/approve', { id: asked.data.approvalId, reason: 'agreed with product' }, admin2);
    expect(stopped).toMatchObject({ code: 1, data: { status: 'approved', result: { id: Number(id), holdings: 0 } } });
    expect(await balance('fund_reserve', id)).toBe(0n);
    expect(await balance('earn_payouts')).toBe(earnBefore);
    const stopEntry = await lastAction('funds.stop');
    expect(stopEntry).toMatchObject({ operator: 'ada', approved_by: 'bob', subject: `fund:${id}`, reason: 'product withdrawn' });
    expect(stopEntry.before).toMatchObject({ status: 'open', fund_reserve: { USDT: need.toString() } });
    expect(stopEntry.after).toMatchObject({ status: 'stopped', fund_reserve: { USDT: '0' }, earn_payouts: { USDT: earnBefore.toString() } });
    expect((await post('/admin/funds/stop', { id: Number(id), reason: 'product withdrawn' }, admin)).err).toBe('adminFundNotStoppable');
    await expectLedgerClean();
  });

  it('launchpad: a project created with its supply escrowed, listed, audited; a taken symbol refused', async () => {
    // Assets are registered per process: each dialect lists its own token.
    const symbol = dialect === 'sqlite' ? 'CNSL' : 'CNSP';
    const project = {
      symbol: symbol.toLowerCase(),
      scale: 4,
      supply: '1000000',
      price: '0.05',
      minCommit: '10',
      buyLimit: '5000',
      startTime: Date.UTC(2026, 10, 23),
      endTime: Date.UTC(2026, 10, 25),
      lockDays: 7,
      texts: { 'en-US': { name: 'Console token', summary: 'A test project' } },
      reason: 'listing agreed with the issuer',
    };
    expect((await post('/admin/launchpad/create', project, finance)).err).toBe('operatorForbidden');
    const created = await post('/admin/launchpad/create', project, admin);
    expect(created).toMatchObject({ code: 1, data: { symbol } });
    const id = BigInt(created.data.id);
    expect(await balance('launch_escrow', id, symbol)).toBe(1_000_000n * 10_000n);
    const entry = await lastAction('launchpad.create');
    expect(entry).toMatchObject({ operator: 'ada', subject: `launch:${id}`, reason: 'listing agreed with the issuer' });
    expect(entry.after).toEqual({ escrow: { [symbol]: (1_000_000n * 10_000n).toString() } });
    const list = await get('/admin/launchpad', support);
    expect(list.data[0]).toMatchObject({ id: Number(id), symbol, name: 'Console token', state: 'upcoming', supply: '1000000', escrow: '1000000', committed: '0', participants: 0, hardCap: '50000' });
    expect((await post('/admin/launchpad/create', project, admin)).err).toBe('adminLaunchSymbolTaken');
    expect((await post('/admin/launchpad/create', { ...project, symbol: 'USDT' }, admin)).err).toBe('adminLaunchSymbolTaken');
    expect((await post('/admin/launchpad/create', { ...project, symbol: 'NEW1', buyLimit: '5' }, admin)).err).toBe('adminLaunchTermsInvalid');
    expect((await post('/admin/launchpad/create', { ...project, symbol: '1BAD' }, admin)).err).toBe('adminLaunchSymbolInvalid');
    await expectLedgerClean();
  });

  it('payment channels: a rate change waits for a second operator; switching off runs at once; decided once; audited', async () => {
    expect((await get('/admin/channels', finance)).err).toBe('operatorForbidden');
    const listed = await get('/admin/channels', admin);
    expect(listed.data.channels.map((c: { platform: string }) => c.platform)).toEqual(['BANK_CARD', 'UPI']);

    const asked = await post('/admin/channels/set', { platform: 'BANK_CARD', buyRate: '88.5', account: '50100123456789', name: 'Exchange Pvt Ltd', ifsc: 'hdfc0001234', reason: 'new collection account' }, admin);
    expect(asked).toMatchObject({ code: 1, msg: translate('en-US', 'approvalRequested'), data: { pending: true } });
    // Nothing changed yet.
    expect((await get('/admin/channels', admin)).data.channels[0]).toMatchObject({ buyRate: '0', account: '' });

    const http = { request: {} as never, ip: '127.0.0.1', userAgent: 'test' };
    const ada = (await resolveOperatorSession(t.deps, admin))!;
    const bob = (await resolveOperatorSession(t.deps, admin2))!;
    await expect(decideApproval(t.deps, { id: BigInt(asked.data.approvalId), decider: ada, approve: true, reason: 'self approve' }, http)).rejects.toMatchObject({ key: 'approvalSelf' });
    const decided = await decideApproval(t.deps, { id: BigInt(asked.data.approvalId), decider: bob, approve: true, reason: 'checked with the bank' }, http);
    expect(decided.status).toBe('approved');
    expect((await get('/admin/channels', admin)).data.channels[0]).toMatchObject({ platform: 'BANK_CARD', buyRate: '88.5', account: '50100123456789', name: 'Exchange Pvt Ltd', ifsc: 'HDFC0001234', updatedBy: 'ada' });
    await expect(decideApproval(t.deps, { id: BigInt(asked.data.approvalId), decider: bob, approve: true, reason: 'again' }, http)).rejects.toMatchObject({ key: 'alreadyReviewed' });
    const entry = await lastAction('fiat.channels');
    expect(entry).toMatchObject({ operator: 'ada', approved_by: 'bob', subject: 'fiat-channel:BANK_CARD', reason: 'new collection account' });
    expect(entry.before).toEqual({ buy_rate: '0', account: '', name: '', ifsc: '' });
    expect(entry.after).toEqual({ buy_rate: '8850000000', account: '50100123456789', name: 'Exchange Pvt Ltd', ifsc: 'HDFC0001234' });

    // Turning buy on is two-person too; a refusal when approved ends the request "failed".
    const sell = await post('/admin/channels/set', { platform: 'BANK_CARD', sellEnabled: true, reason: 'open selling' }, admin);
    expect(sell.data.pending).toBe(true);
    const failed = await decideApproval(t.deps, { id: BigInt(sell.data.approvalId), decider: bob, approve: true, reason: 'ok' }, http);
    expect(failed).toEqual({ status: 'failed', result: { err: 'adminChannelSellNeedsRate' } });
    const on = await post('/admin/channels/set', { platform: 'BANK_CARD', buyEnabled: true, reason: 'open buying' }, admin);
    await decideApproval(t.deps, { id: BigInt(on.data.approvalId), decider: bob, approve: true, reason: 'ok' }, http);
    expect((await get('/admin/channels', admin)).data.channels[0].buyEnabled).toBe(true);

    // The emergency stop: off at once, by one operator, audited.
    const off = await post('/admin/channels/set', { platform: 'BANK_CARD', buyEnabled: false, reason: 'bank account frozen' }, admin);
    expect(off).toMatchObject({ code: 1, data: { platform: 'BANK_CARD', buyEnabled: false } });
    expect((await lastAction('fiat.channels'))).toMatchObject({ operator: 'ada', approved_by: null, reason: 'bank account frozen' });
    expect((await post('/admin/channels/set', { platform: 'BANK_CARD', reason: 'nothing at all' }, admin)).err).toBe('adminNothingChanged');
  });
});
