import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';

const WEAK = ['password', 'Password1', 'aaaaaaaa', 'qwerty123', 'iloveyou'];

describe.each(DIALECTS)('weak passwords on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  it('refuses common, repeated and own-address passwords at registration, in the user language', async () => {
    const email = 'sunflower@example.com';
    for (const password of [...WEAK, 'Sunflower']) {
      const answer = await t.call('/user/register', { email, password, password1: password, invitationCode: DEMO.invitationCode });
      expect(answer, password).toMatchObject({ code: 0, err: 'passwordTooCommon' });
    }
    const german = await t.call('/user/register', { email, password: 'password', password1: 'password', invitationCode: 'DEMO01' }, { lang: 'de-DE' });
    expect(german.msg).not.toBe((await t.call('/user/register', { email, password: 'password', password1: 'password', invitationCode: 'DEMO01' })).msg);
    expect(german.err).toBe('passwordTooCommon');
    // A weak try spends nothing: the real registration still goes through afterwards.
    await registerByEmail(t, email, { password: 'Kestrel4721' });
  });

  it('refuses them on a change of password, keeping the old one', async () => {
    const { token } = await registerByEmail(t, 'changeme1@example.com');
    for (const password of [...WEAK, 'Changeme1']) {
      const answer = await t.call('/user/updatePwd', { oldPwd: 'Kestrel4721', password, password1: password }, { token });
      expect(answer, password).toMatchObject({ code: 0, err: 'passwordTooCommon' });
    }
    await login(t, 'changeme1@example.com', 'Kestrel4721');
  });

  it('refuses them on a reset, leaving the code usable for a good one', async () => {
    await registerByEmail(t, 'resetme99@example.com');
    await t.call('/user/sendEmailCodeForget', { email: 'resetme99@example.com' });
    const code = await latestCode(t, 'resetme99@example.com');
    for (const password of [...WEAK, 'ResetMe99']) {
      const answer = await t.call('/user/forgetPwd', { email: 'resetme99@example.com', code, password, password1: password });
      expect(answer, password).toMatchObject({ code: 0, err: 'passwordTooCommon' });
    }
    expect(await t.call('/user/forgetPwd', { email: 'resetme99@example.com', code, password: 'Harbor5150', password1: 'Harbor5150' })).toMatchObject({ code: 1 });
    await login(t, 'resetme99@example.com', 'Harbor5150');
  });
});
