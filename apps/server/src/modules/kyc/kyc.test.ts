import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DIALECTS, registerByEmail, startTestApp, type TTestApp } from '../../test/test-app.js';
import { adminCall, operatorToken, PNG } from '../../test/wallet-helpers.js';
import { runOpsCommand } from '../../cli/ops-commands.js';
import { identityHashOf, verifiedIdentityHashOf } from './identity.js';

/** Uploads a KYC photo as the given user and returns its id. */
async function uploadKyc(t: TTestApp, token: string, kind = 'kyc'): Promise<string> {
  const boundary = '----kyc';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/bb/file/upload?type=${kind}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
  });
  return response.json().data.id;
}

type TUser = { userId: number; token: string; front: string; back: string };

describe.each(DIALECTS)('identity verification (KYC) on %s', (dialect) => {
  let t: TTestApp;
  let n = 0;
  beforeEach(async () => {
    t = await startTestApp(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  async function user(country = 'DE'): Promise<TUser> {
    n += 1;
    const { userId, token } = await registerByEmail(t, `kyc${n}@example.com`, { country });
    return { userId, token, front: await uploadKyc(t, token), back: await uploadKyc(t, token) };
  }

  const submit = (u: TUser, extra: Record<string, string> = {}, lang = 'en-US') =>
    t.call('/user/realNameAuthentication', { realName: 'Anna Maria Schmidt', idNumber: 'L01X00T47', frontImage: u.front, backImage: u.back, ...extra }, { token: u.token, lang });
  const info = (u: TUser) => t.call('/user/realNameAuthentication/info', {}, { token: u.token });
  const auth = async (u: TUser) => (await t.call('/user/info', {}, { token: u.token })).data.auth;
  const ops = (args: string[], operator = 'olga') => runOpsCommand({ db: t.deps.db, clock: t.clock }, args, operator);
  const pendingId = async (u: TUser) => (await t.deps.db.selectFrom('kyc_submissions').select('id').where('user_id', '=', BigInt(u.userId)).where('status', '=', 1n).executeTakeFirstOrThrow()).id;

  it('walks the states: submit, refused while under review, rejected with a reason, resubmitted, approved, locked', async () => {
    const u = await user();
    expect(await info(u)).toMatchObject({ code: 1, data: { auth: 0, realName: '', idNumber: '', frontImage: '', declaredCountry: 'DE' } });
    const first = await submit(u);
    expect(first).toMatchObject({ code: 1, msg: 'Submitted: your identity verification is under review' });
    expect(first.data).toMatchObject({ auth: 1, realName: 'Anna Maria Schmidt', idNumber: 'L0*****47', idCountry: 'DE', frontImage: `/bb/file/${u.front}` });
    expect(await auth(u)).toBe(1);
    expect(await submit(u, { realName: 'Someone Else' })).toMatchObject({ code: 0, err: 'kycUnderReview' });

    const id = await pendingId(u);
    await expect(ops(['kyc:reject', String(id)])).rejects.toThrow('Please give a reason');
    expect(await ops(['kyc:reject', String(id), 'The', 'photo', 'is', 'blurred'])).toContain('"status":3');
    expect((await info(u)).data).toMatchObject({ auth: 3, reason: 'The photo is blurred' });
    expect(await auth(u)).toBe(3);
    await expect(ops(['kyc:approve', String(id)])).rejects.toThrow('already been reviewed');

    const again = await submit(u, { idNumber: 'l01x-00t 48', idCountry: 'at' });
    expect(again.data).toMatchObject({ auth: 1, reason: '', idNumber: 'L0*****48', idCountry: 'AT' });
    const second = await pendingId(u);
    expect(await ops(['kyc:approve', String(second)])).toContain('"status":2');
    expect((await info(u)).data).toMatchObject({ auth: 2, idCountry: 'AT' });
    const profile = (await t.call('/user/info', {}, { token: u.token })).data;
    expect(profile).toMatchObject({ auth: 2, country: 'DE', effectiveCountry: 'AT', isCountryVerified: true });
    expect(await submit(u, { realName: 'Changed Name' })).toMatchObject({ code: 0, err: 'kycVerifiedLocked' });
    expect(await verifiedIdentityHashOf(t.deps.db, BigInt(u.userId))).toBe(identityHashOf('AT', 'L01X00T48'));

    // History: both submissions kept; the decisions recorded; one personal message each, in the same step.
    const rows = await t.deps.db.selectFrom('kyc_submissions').select(['status', 'reason']).where('user_id', '=', BigInt(u.userId)).orderBy('id').execute();
    expect(rows).toEqual([{ status: 3n, reason: 'The photo is blurred' }, { status: 2n, reason: '' }]);
    const audit = await t.deps.db.selectFrom('operator_actions').select(['operator', 'action', 'subject']).where('action', 'like', 'kyc:%').orderBy('id').execute();
    expect(audit).toEqual([
      { operator: 'olga', action: 'kyc:reject', subject: `kyc:${id}` },
      { operator: 'olga', action: 'kyc:approve', subject: `kyc:${second}` },
    ]);
    const messages = await t.deps.db.selectFrom('user_messages').select(['kind', 'params']).where('user_id', '=', BigInt(u.userId)).where('kind', 'like', 'kyc%').orderBy('id').execute();
    expect(messages).toEqual([
      { kind: 'kycRejected', params: JSON.stringify({ reason: 'The photo is blurred' }) },
      { kind: 'kycApproved', params: '{}' },
    ]);
    expect(await ops(['kyc:list', '2'])).toContain('"idNumber":"L01X00T48"');
    // The published score rule of a verified identity applied once, at the approval (none at the rejection).
    const scored = await t.deps.db.selectFrom('score_changes').select(['rule', 'event_key']).where('user_id', '=', BigInt(u.userId)).execute();
    expect(scored).toEqual([{ rule: 'identityVerified', event_key: `rule:identityVerified:kyc:${second}` }]);
  });

  it('lets a verified user into a product that needs KYC, and not before', async () => {
    const u = await user();
    const gate = async () => (await t.call('/product/list', {}, { token: u.token })).data.list.find((p: { code: string }) => p.code === 'contract');
    expect((await gate()).reason).toBe('kyc');
    await submit(u);
    expect((await gate()).reason).toBe('kyc');
    await ops(['kyc:approve', String(await pendingId(u))]);
    expect((await gate()).reason).not.toBe('kyc');
  });

  it('accepts one of two submissions sent at once', async () => {
    const u = await user();
    const both = await Promise.all([submit(u), submit(u, { idNumber: 'ZZ998877' })]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 0)).toMatchObject({ err: 'kycUnderReview' });
    const rows = await t.deps.db.selectFrom('kyc_submissions').select('id').where('user_id', '=', BigInt(u.userId)).execute();
    expect(rows).toHaveLength(1);
  });

  it('decides once when two operators decide at once, over /bb/admin and ops', async () => {
    const u = await user();
    await submit(u);
    const id = Number(await pendingId(u));
    const [alice, bob] = [await operatorToken(t, 'alice'), await operatorToken(t, 'bob')];
    const queue = await adminCall(t, alice, '/kyc', {}, 'GET');
    expect(queue.body.data).toMatchObject({ totalRow: 1, list: [{ id, userId: u.userId, idNumber: 'L01X00T47', status: 1, verifiedOnUser: null }] });
    const results = await Promise.all([
      adminCall(t, alice, '/kyc/approve', { id }),
      adminCall(t, bob, '/kyc/reject', { id, reason: 'Expired document' }),
      ops(['kyc:approve', String(id)], 'carol').then(() => 'ok', (e: Error) => e.message),
    ]);
    const wins = [results[0].body.code === 1, results[1].body.code === 1, results[2] === 'ok'].filter(Boolean);
    expect(wins).toHaveLength(1);
    for (const r of [results[0], results[1]]) if (r.body.code !== 1) expect(r.body.err).toBe('alreadyReviewed');
    const decisions = await t.deps.db.selectFrom('operator_actions').select('action').where('subject', '=', `kyc:${id}`).execute();
    expect(decisions).toHaveLength(1);
    // Told once, whichever decision won the race: a rejection, or the approval with the score's published +5 for it.
    const isRejected = results[1].body.code === 1;
    const messages = await t.deps.db.selectFrom('user_messages').select('kind').where('user_id', '=', BigInt(u.userId)).execute();
    expect(messages.map((m) => m.kind).sort()).toEqual(isRejected ? ['kycRejected'] : ['kycApproved', 'scoreChanged']);
    expect((await adminCall(t, null, '/kyc', {}, 'GET')).status).toBe(401);
    expect((await t.call('/admin/kyc/approve', { id }, { token: u.token })).err).toBe('operatorRequired');
    expect((await adminCall(t, alice, '/kyc/reject', { id })).body.err).toBe('reasonRequired');
    expect((await adminCall(t, alice, '/kyc/approve', { id: 999999 })).body.err).toBe('noData');
  });

  it('refuses to verify an identity already verified on another account, and says so to the operator', async () => {
    const first = await user();
    const second = await user();
    await submit(first);
    await ops(['kyc:approve', String(await pendingId(first))]);
    // The same document typed another way is the same identity.
    await submit(second, { idNumber: 'l01x 00t-47', idCountry: 'DE' });
    const id = await pendingId(second);
    const listed = JSON.parse(await ops(['kyc:list']));
    expect(listed).toMatchObject({ id: Number(id), verifiedOnUser: first.userId });
    await expect(ops(['kyc:approve', String(id)])).rejects.toThrow(`This identity is already verified on another account (user ${first.userId}): refused`);
    const operator = await operatorToken(t);
    expect((await adminCall(t, operator, '/kyc/approve', { id: Number(id) })).body).toMatchObject({ code: 0, err: 'kycIdentityTaken' });
    expect(await auth(second)).toBe(1);
    // The operator may still reject it, with the reason the user sees.
    await ops(['kyc:reject', String(id), 'Identity already verified on another account']);
    expect(await auth(second)).toBe(3);
    expect(await verifiedIdentityHashOf(t.deps.db, BigInt(second.userId))).toBeNull();
    // Same number, another country: another identity.
    await submit(second, { idCountry: 'FR' });
    expect(await ops(['kyc:approve', String(await pendingId(second))])).toContain('"status":2');
  });

  it('verifies one of two accounts with one identity when both are approved at once', async () => {
    const [a, b] = [await user(), await user()];
    await submit(a);
    await submit(b);
    const ids = [await pendingId(a), await pendingId(b)];
    const outcomes = await Promise.all(ids.map((id, i) => ops(['kyc:approve', String(id)], `op${i}`).then(() => 'ok', (e: Error) => e.message)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.find((o) => o !== 'ok')).toMatch(/^This identity is already verified on another account \(user \d+\): refused$/);
    expect([await auth(a), await auth(b)].sort()).toEqual([1, 2]);
  });

  it('accepts only the caller own KYC uploads as photos; serves them only to the owner and operators', async () => {
    const u = await user();
    const other = await user();
    expect(await submit(u, { frontImage: other.front })).toMatchObject({ code: 0, err: 'kycPhotoInvalid' });
    const avatar = await uploadKyc(t, u.token, 'avatar');
    expect(await submit(u, { backImage: avatar })).toMatchObject({ code: 0, err: 'kycPhotoInvalid' });
    expect(await submit(u, { backImage: u.front })).toMatchObject({ code: 0, err: 'kycPhotosSame' });
    expect(await submit(u, { frontImage: `/bb/file/${u.front}` })).toMatchObject({ code: 1 });
    const url = (await info(u)).data.frontImage;
    const view = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
    expect((await view({ 'x-access-token': u.token })).statusCode).toBe(200);
    const byOther = await view({ 'x-access-token': other.token });
    expect(byOther.statusCode).toBe(404);
    expect((await view({})).statusCode).toBe(404);
    const byOperator = await view({ 'x-operator-token': await operatorToken(t) });
    expect(byOperator.statusCode).toBe(200);
    expect(byOperator.headers['content-type']).toBe('image/png');
    expect(byOperator.rawPayload.equals(PNG)).toBe(true);
  });

  it('checks the input with messages in the caller language', async () => {
    const u = await user('');
    const cases: [Record<string, string>, string, string, string][] = [
      [{ realName: '' }, 'kycNameRequired', 'Enter your real name', 'Geben Sie Ihren vollständigen Namen ein'],
      [{ realName: 'R2-D2' }, 'kycNameInvalid', 'Enter your name as it appears on your ID: 2 to 64 letters, with spaces, dots, apostrophes or hyphens', 'Geben Sie Ihren Namen wie im Ausweis ein: 2 bis 64 Buchstaben, dazu Leerzeichen, Punkte, Apostrophe oder Bindestriche'],
      [{ idNumber: '  ' }, 'kycIdRequired', 'Enter your ID number', 'Geben Sie Ihre Ausweisnummer ein'],
      [{ idNumber: 'AB<1>' }, 'kycIdInvalid', 'Enter a valid ID number: 4 to 32 letters and digits', 'Geben Sie eine gültige Ausweisnummer ein: 4 bis 32 Buchstaben und Ziffern'],
      [{ idCountry: 'XX' }, 'countryInvalid', 'Choose your country from the list', 'Wählen Sie Ihr Land aus der Liste'],
      [{}, 'kycCountryRequired', 'Choose the country that issued your ID', 'Wählen Sie das Land, das Ihren Ausweis ausgestellt hat'],
      [{ idCountry: 'DE', frontImage: '' }, 'kycFrontRequired', 'Upload a photo of the front of your ID', 'Laden Sie ein Foto der Vorderseite Ihres Ausweises hoch'],
      [{ idCountry: 'DE', backImage: '' }, 'kycBackRequired', 'Upload a photo of the back of your ID', 'Laden Sie ein Foto der Rückseite Ihres Ausweises hoch'],
    ];
    for (const [extra, err, en, de] of cases) {
      expect(await submit(u, extra), err).toMatchObject({ code: 0, err, msg: en });
      expect((await submit(u, extra, 'de-DE')).msg, err).toBe(de);
    }
    // Names in other scripts are names.
    expect(await submit(u, { realName: '王小明', idCountry: 'CN' })).toMatchObject({ code: 1, data: { realName: '王小明' } });
    expect(await auth(u)).toBe(1);
  });

  it('answers junk without a 5xx', async () => {
    const u = await user();
    const junk: Record<string, unknown>[] = [
      { realName: 'x'.repeat(10_000) },
      { idNumber: '💥'.repeat(50) },
      { frontImage: '../../etc/passwd', backImage: '/bb/file/../x' },
      { idCountry: '🇩🇪' },
      { realName: ['a', 'b'] },
      { frontImage: { $ne: 1 } },
    ];
    for (const body of junk) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/bb/user/realNameAuthentication',
        payload: JSON.stringify({ realName: 'Anna Schmidt', idNumber: 'AB1234', frontImage: u.front, backImage: u.back, ...body }),
        headers: { 'content-type': 'application/json', 'x-access-token': u.token },
      });
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBeLessThan(500);
      expect(response.json().code).toBe(0);
    }
    expect((await t.call('/user/realNameAuthentication/info', {})).code).toBe(-2);
    expect((await t.call('/user/realNameAuthentication', { realName: 'Anna Schmidt', idNumber: 'AB1234', idCountry: 'DE', frontImage: u.front, backImage: u.back })).code).toBe(-2);
    const operator = await operatorToken(t);
    for (const body of [{ id: 'abc' }, { id: -1 }, { id: '1e400' }, { id: 1, reason: 'r'.repeat(5000) }]) {
      const answer = await adminCall(t, operator, '/kyc/reject', body as unknown as Record<string, string>);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.code).toBe(0);
    }
    expect((await adminCall(t, operator, '/kyc?status=9', {}, 'GET')).status).toBeLessThan(500);
    for (const args of [['kyc:approve'], ['kyc:approve', 'x'], ['kyc:list', '7'], ['kyc:reject', '99999', 'why']]) {
      await expect(ops(args)).rejects.toThrow();
    }
  });
});
