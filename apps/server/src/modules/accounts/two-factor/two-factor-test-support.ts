import { totpAt, TOTP_STEP_MS } from '../../../platform/totp.js';
import { TEST_PASSWORD, type TTestApp } from '../../../test/test-app.js';

/**
 * Switches two-factor log-in on for the user of `token` through the calls (set-up with the
 * password, a code from the secret) and returns the secret and the ten recovery codes. The clock
 * is then moved to the next time step, so the test's next code is not a replay.
 */
export async function switchTotpOn(t: TTestApp, token: string, password = TEST_PASSWORD): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.call('/user/totp/setup', { password }, { token });
  if (setup.code !== 1) throw new Error(`totp setup failed: ${setup.msg}`);
  const enabled = await t.call('/user/totp/enable', { code: totpAt(setup.data.secret, t.clock.now()) }, { token });
  if (enabled.code !== 1) throw new Error(`totp enable failed: ${enabled.msg}`);
  nextStep(t);
  return { secret: setup.data.secret, recoveryCodes: enabled.data.recoveryCodes };
}

/** Moves the clock one TOTP step on: the authenticator shows a new code. */
export function nextStep(t: TTestApp): void {
  t.clock.advance(TOTP_STEP_MS);
}
