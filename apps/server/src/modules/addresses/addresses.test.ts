import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { TRON_ADDRESS } from '../../test/wallet-helpers.js';
import { grantSecurityCode, userIdOf } from '../withdrawals/withdrawal-test-support.js';

const ENTRY = { currency: 'USDT', chain: 'TRC20', address: TRON_ADDRESS };
const OTHER_TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

describe.each(DIALECTS)('address book proofs on %s', (dialect) => {
  let t: TTestApp;
  let demo: string;
  let demoId: bigint;
  beforeEach(async () => {
    t = await startTestApp(dialect);
    demo = await login(t, DEMO.email, DEMO.password);
    demoId = await userIdOf(t, demo);
  });
  afterEach(async () => {
    await t.close();
  });

  const add = (body: Record<string, string>, token = demo) => t.call('/user/address/add', body, { token });
  const list = async () => (await t.call('/user/address/list', {}, { token: demo })).data;

  it('adds a new address only with the fund password and an address code sent to the user', async () => {
    // A session alone is no longer enough.
    expect(await add(ENTRY)).toMatchObject({ code: 0, msg: 'Please enter the fund password' });
    expect((await add({ ...ENTRY, fundPwd: DEMO.fundPassword })).err).toBe('enterCode');
    expect((await add({ ...ENTRY, fundPwd: DEMO.fundPassword, code: 'abc123' })).err).toBe('codeError');
    // The address is checked before any proof is spent.
    expect((await add({ ...ENTRY, address: '0x123', fundPwd: DEMO.fundPassword, code: '123456' })).err).toBe('addressInvalid');

    expect((await t.call('/user/sendSecurityCode', { purpose: 'address' }, { token: demo })).code).toBe(1);
    const code = await latestCode(t, DEMO.email);
    // A wrong fund password leaves the code usable; a withdraw code does not add addresses.
    expect((await add({ ...ENTRY, fundPwd: '000000', code })).err).toBe('fundPasswordIncorrect');
    const withdrawCode = await grantSecurityCode(t.deps, demoId, 'withdraw');
    expect((await add({ ...ENTRY, fundPwd: DEMO.fundPassword, code: withdrawCode })).err).toBe('codeError');
    const added = await add({ ...ENTRY, remark: 'cold wallet', fundPwd: DEMO.fundPassword, code });
    expect(added).toMatchObject({ code: 1, msg: 'Created successfully', data: { address: TRON_ADDRESS, remark: 'cold wallet' } });
    // The code was spent.
    expect((await add({ ...ENTRY, address: OTHER_TRON, fundPwd: DEMO.fundPassword, code })).err).toBe('codeError');
    expect(await list()).toHaveLength(1);
  });

  it('asks a user without a fund password to set one first', async () => {
    const { userId, token } = await registerByEmail(t, 'nofund@example.com');
    const code = await grantSecurityCode(t.deps, userId, 'address');
    expect((await add({ ...ENTRY, fundPwd: '123456', code }, token)).err).toBe('fundPasswordNotSet');
  });

  it('keeps the fund-password tries limit: five wrong ones lock even the right one out', async () => {
    for (let i = 0; i < 5; i++) {
      const code = await grantSecurityCode(t.deps, demoId, 'address');
      expect((await add({ ...ENTRY, fundPwd: '000000', code })).err).toBe('fundPasswordIncorrect');
    }
    const code = await grantSecurityCode(t.deps, demoId, 'address');
    expect((await add({ ...ENTRY, fundPwd: DEMO.fundPassword, code })).err).toBe('tooManyRequests');
    expect(await list()).toEqual([]);
  });

  it('edits the address or a memo only with the same two proofs, a plain note without, and only the owner', async () => {
    const added = await add({ ...ENTRY, fundPwd: DEMO.fundPassword, code: await grantSecurityCode(t.deps, demoId, 'address') });
    const edit = (body: Record<string, string | number>, token = demo) => t.call('/user/address/edit', { id: added.data.id, ...body }, { token });
    // A note on TRC20 does not change where money goes.
    expect(await edit({ remark: 'exchange' })).toMatchObject({ code: 1, data: { address: TRON_ADDRESS, remark: 'exchange' } });
    expect((await edit({ address: OTHER_TRON, remark: 'exchange' })).err).toBe('enterFundPassword');
    expect((await edit({ address: OTHER_TRON, remark: 'exchange', fundPwd: DEMO.fundPassword })).err).toBe('enterCode');
    const code = await grantSecurityCode(t.deps, demoId, 'address');
    expect((await edit({ address: OTHER_TRON, remark: 'exchange', fundPwd: '000000', code })).err).toBe('fundPasswordIncorrect');
    const edited = await edit({ address: OTHER_TRON, remark: 'exchange', fundPwd: DEMO.fundPassword, code });
    expect(edited).toMatchObject({ code: 1, data: { address: OTHER_TRON, remark: 'exchange' } });
    const { token: mallory, userId: malloryId } = await registerByEmail(t, 'mallory@example.com');
    const malloryCode = await grantSecurityCode(t.deps, malloryId, 'address');
    expect((await edit({ remark: 'mine', fundPwd: '123456', code: malloryCode }, mallory)).err).toBe('noData');
    expect((await list())[0]).toMatchObject({ address: OTHER_TRON, remark: 'exchange' });
  });

  it('treats the memo of XRP as where money goes: changing it needs the proofs', async () => {
    const xrp = { currency: 'XRP', chain: 'XRP', address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh', remark: '100001' };
    const added = await add({ ...xrp, fundPwd: DEMO.fundPassword, code: await grantSecurityCode(t.deps, demoId, 'address') });
    expect(added.code).toBe(1);
    const edit = (body: Record<string, string>) => t.call('/user/address/edit', { id: added.data.id, ...body }, { token: demo });
    expect((await edit({ remark: '100002' })).err).toBe('enterFundPassword');
    expect((await edit({ remark: '100001' })).code).toBe(1);
    const code = await grantSecurityCode(t.deps, demoId, 'address');
    expect((await edit({ remark: '100002', fundPwd: DEMO.fundPassword, code })).data.remark).toBe('100002');
  });
});
