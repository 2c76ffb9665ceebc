import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../test/test-app.js';
import { auditLedger } from '../modules/ledger/audit-ledger.js';
import { HOUSE_KEY, INSURANCE_KEY, systemBalance } from '../modules/contract/house.js';
import { runOpsCommand } from './ops-commands.js';

describe.each(DIALECTS)('operator command line on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('changes a parameter, which the API then serves, and records who changed it', async () => {
    const ctx = { db: t.deps.db, clock: t.clock };
    expect(await runOpsCommand(ctx, ['param:set', 'app_down_url', 'https://example.com/app'], 'alice')).toBe(
      'app_down_url=https://example.com/app',
    );
    expect((await t.get('/paramter/getParamListByKeyName?paramName=app_down_url')).data.valueName).toBe('https://example.com/app');
    const audit = await runOpsCommand(ctx, ['audit:list'], 'alice');
    expect(audit).toContain('alice param:set app_down_url');
    expect(audit).toContain('"after":"https://example.com/app"');
    await expect(runOpsCommand(ctx, ['param:set', 'no_such_param', '1'], 'alice')).rejects.toThrow('unknown parameter');
    expect(await runOpsCommand(ctx, ['param:list'], 'alice')).toContain('root_invitation_code=  (private)');
  });

  it('lets an operator open registration without a referrer through the root invitation code', async () => {
    await runOpsCommand({ db: t.deps.db, clock: t.clock }, ['param:set', 'root_invitation_code', 'OPEN2026'], 'ops');
    await t.deps.db.updateTable('params').set({ value: '0' }).where('name', '=', 'enable_email_verification').execute();
    const result = await t.call('/user/register', { email: 'root@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'open2026' });
    expect(result.code).toBe(1);
  });

  it('books capital paid into the contract house and the insurance fund through the ledger, once per payment, recorded', async () => {
    const ctx = { db: t.deps.db, clock: t.clock };
    const house = await systemBalance(t.deps.db, HOUSE_KEY);
    const insurance = await systemBalance(t.deps.db, INSURANCE_KEY);
    expect(await runOpsCommand(ctx, ['contract:fund', 'house', '2500.5', 'tx-0xabc'], 'carol')).toMatch(/^house balance: /);
    expect(await systemBalance(t.deps.db, HOUSE_KEY)).toBe(house + 250_050_000_000n);
    // The same payment twice is booked once.
    await expect(runOpsCommand(ctx, ['contract:fund', 'house', '2500.5', 'tx-0xabc'], 'carol')).rejects.toThrow('already booked');
    expect(await systemBalance(t.deps.db, HOUSE_KEY)).toBe(house + 250_050_000_000n);
    await runOpsCommand(ctx, ['contract:fund', 'insurance', '10', 'tx-0xdef'], 'carol');
    expect(await systemBalance(t.deps.db, INSURANCE_KEY)).toBe(insurance + 1_000_000_000n);
    for (const bad of [['house', '-5', 'x'], ['house', '0', 'x'], ['users', '5', 'x'], ['house', '5']]) {
      await expect(runOpsCommand(ctx, ['contract:fund', ...bad], 'carol')).rejects.toThrow();
    }
    expect(await runOpsCommand(ctx, ['audit:list'], 'carol')).toContain('carol contract:fund contract-house');
    expect((await auditLedger(t.deps.db)).isConsistent).toBe(true);
  });
});
