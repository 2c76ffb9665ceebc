import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, DIALECTS, latestCode, login, registerByEmail, startTestApp, TEST_PASSWORD, type TTestApp } from '../../test/test-app.js';
import { sha256 } from '../accounts/tokens.js';
import { MAINTENANCE_EVERY_MS, MAINTENANCE_KIND, maintenanceKey, scheduleMaintenance } from './maintenance-job.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(DIALECTS)('housekeeping job on %s', (dialect) => {
  let t: TTestApp;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const maintenanceRuns = () =>
    t.deps.db.selectFrom('jobs').select(['key', 'status', 'attempts']).where('kind', '=', MAINTENANCE_KIND).orderBy('due_at').execute();
  const sessionExists = async (token: string) =>
    Boolean(await t.deps.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(token)).executeTakeFirst());
  const codesFor = (target: string) => t.deps.db.selectFrom('verification_codes').select('id').where('target', '=', target).execute();
  /** Sends a code and trades it for a verify token (the first half of registration). */
  const verify = async (email: string) => {
    await t.call('/user/sendEmailCode', { email });
    const verified = await t.call('/user/emailVerification', { email, code: await latestCode(t, email) });
    expect(verified.code).toBe(1);
    return verified.data.verifyToken as string;
  };

  it('is queued once however many processes schedule it, and each run queues the next slot', async () => {
    const start = t.clock.now();
    expect(await scheduleMaintenance(t.deps)).toBe(true);
    expect(await scheduleMaintenance(t.deps)).toBe(false);
    expect(await t.deps.jobs.runner.runDue()).toBe(1);
    expect(await maintenanceRuns()).toEqual([
      { key: maintenanceKey(start), status: 'done', attempts: 1n },
      { key: maintenanceKey(start + MAINTENANCE_EVERY_MS), status: 'pending', attempts: 0n },
    ]);
    // The slot that already ran is not queued again by a restart within it.
    t.clock.advance(MAINTENANCE_EVERY_MS - 1);
    expect(await scheduleMaintenance(t.deps)).toBe(false);
    expect(await t.deps.jobs.runner.runDue()).toBe(0);
    // Down for 9 days: one late run, then the next slot after now (no catch-up chain); week-old runs are gone.
    t.clock.advance(9 * DAY + 1);
    expect(await t.deps.jobs.runner.runDue()).toBe(1);
    const nextSlot = start + MAINTENANCE_EVERY_MS + 9 * DAY + MAINTENANCE_EVERY_MS;
    expect(await maintenanceRuns()).toEqual([
      { key: maintenanceKey(start + MAINTENANCE_EVERY_MS), status: 'done', attempts: 1n },
      { key: maintenanceKey(nextSlot), status: 'pending', attempts: 0n },
    ]);
  });

  it('deletes expired codes, tokens, ended sessions and limit windows, and nothing still in use', async () => {
    const t0 = t.clock.now();
    await scheduleMaintenance(t.deps);
    await t.deps.jobs.runner.runDue();

    // Day 0: a session left idle, one logged out, a registration, a code never entered, a token never used.
    const idleToken = await login(t, DEMO.email, DEMO.password);
    const loggedOutLongAgo = await login(t, DEMO.email, DEMO.password);
    expect((await t.call('/user/logout', {}, { token: loggedOutLongAgo })).code).toBe(1);
    const registered = await registerByEmail(t, 'kept@example.com');
    await t.call('/user/sendEmailCode', { email: 'old-code@example.com' });
    await verify('old-token@example.com');
    // Day 29: logged out recently.
    t.clock.advance(29 * DAY);
    const loggedOutRecently = await login(t, DEMO.email, DEMO.password);
    expect((await t.call('/user/logout', {}, { token: loggedOutRecently })).code).toBe(1);

    // Idle limit (7 days) + 30 days of keeping have passed for day 0's sessions; 20 minutes before "now" a code went out.
    t.clock.advance(t0 + t.deps.config.session.idleMs + 30 * DAY + HOUR - t.clock.now() - 20 * 60_000);
    await t.call('/user/sendEmailCode', { email: 'recent-code@example.com' });
    t.clock.advance(20 * 60_000);
    const liveToken = await login(t, 'kept@example.com', TEST_PASSWORD);
    const liveVerifyToken = await verify('new-user@example.com');
    await t.call('/user/sendEmailCode', { email: 'live-code@example.com' });
    for (let i = 0; i < 5; i++) expect((await t.call('/user/login', { account: DEMO.email, password: `Wrong${i}xyz` })).code).toBe(0);
    expect((await t.call('/user/info', {}, { token: idleToken })).code).toBe(-2);
    // A finished window of a quiet process (the limiter itself only sweeps when it is hit).
    await t.deps.db.insertInto('rate_limits').values({ key: 'code:ip:203.0.113.9', window_end: BigInt(t.clock.now() - 1), count: 3n }).execute();

    expect(await t.deps.jobs.runner.runDue()).toBe(1);

    // Ended sessions past their 30 days are gone; the recent logout stays recorded; all but the live one stay refused.
    expect(await sessionExists(idleToken)).toBe(false);
    expect(await sessionExists(loggedOutLongAgo)).toBe(false);
    expect(await sessionExists(registered.token)).toBe(false);
    expect(await sessionExists(loggedOutRecently)).toBe(true);
    expect((await t.call('/user/info', {}, { token: idleToken })).code).toBe(-2);
    expect((await t.call('/user/info', {}, { token: loggedOutRecently })).code).toBe(-2);
    expect((await t.call('/user/info', {}, { token: liveToken })).code).toBe(1);
    // Codes expired more than a day ago are gone; a recently expired one still answers "expired".
    expect(await codesFor('old-code@example.com')).toEqual([]);
    expect(await codesFor('kept@example.com')).toEqual([]);
    expect(await codesFor('recent-code@example.com')).toHaveLength(1);
    const late = await t.call('/user/emailVerification', { email: 'recent-code@example.com', code: await latestCode(t, 'recent-code@example.com') });
    expect(late.err).toBe('codeExpired');
    const live = await t.call('/user/emailVerification', { email: 'live-code@example.com', code: await latestCode(t, 'live-code@example.com') });
    expect(live.code).toBe(1);
    // Expired verify tokens are gone; a live one still registers.
    expect(await t.deps.db.selectFrom('verification_tokens').select('target').where('target', '=', 'old-token@example.com').execute()).toEqual([]);
    const registration = await t.call('/user/register', {
      email: 'new-user@example.com',
      password: TEST_PASSWORD,
      password1: TEST_PASSWORD,
      invitationCode: DEMO.invitationCode,
      verifyToken: liveVerifyToken,
    });
    expect(registration.code).toBe(1);
    // Finished limit windows are gone; the current one still holds: 5 wrong passwords lock the account.
    expect(await t.deps.db.selectFrom('rate_limits').select('key').where('window_end', '<=', BigInt(t.clock.now())).execute()).toEqual([]);
    expect((await t.call('/user/login', { account: DEMO.email, password: DEMO.password })).err).toBe('tooManyRequests');
  });
});
