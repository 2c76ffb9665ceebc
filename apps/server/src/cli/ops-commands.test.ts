import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, startTestApp, type TTestApp } from '../test/test-app.js';
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
});
