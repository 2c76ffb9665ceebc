import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../notify/notify';
import { registerAndLogIn, registerCodeError, registerFormError, registerPasswordError, type TRegisterInput } from './register';
import { resetPassword } from './forgot-password';

const calls = vi.hoisted(() => [] as { path: string; params: Record<string, string> }[]);
vi.mock('../api/http', () => ({
  call: vi.fn(async (path: string, options: { params: Record<string, string> }) => {
    calls.push({ path, params: options.params });
    // As the server answers (the client checks each answer against the call's response schema).
    const data = path.endsWith('Verification') ? { verifyToken: 'token-from-verification' } : path === '/user/register' ? { userId: 1, uid: 'U1' } : null;
    return { data, msg: 'ok' };
  }),
}));
vi.mock('./use-log-in', () => ({ logInWith: vi.fn(async () => true) }));

const errors: string[] = [];
setNotifier({ success: () => undefined, error: (m) => void errors.push(m), warning: (m) => void errors.push(m), loading: () => () => undefined });

const valid: TRegisterInput = {
  mode: 'email',
  email: 'new@example.com',
  areaCode: '1',
  phone: '',
  password: 'Abcdefgh1',
  password1: 'Abcdefgh1',
  invitationCode: 'DEMO01',
  code: '',
  country: '',
};

describe('registration checks (SPEC §5, from the shared schema)', () => {
  it('reports the first failing rule in the order of the spec', () => {
    expect(registerFormError({ ...valid, email: '', password: 'x', invitationCode: '' })).toBe('emailError');
    expect(registerFormError({ ...valid, password: '12345678', invitationCode: '' })).toBe('passwordError');
    expect(registerFormError({ ...valid, password1: 'Abcdefgh2', invitationCode: '' })).toBe('passwordsInconsistent');
    expect(registerFormError({ ...valid, invitationCode: 'AB' })).toBe('enterInvitationCode');
    expect(registerFormError(valid)).toBeNull();
  });

  it('trims the text fields', () => {
    expect(registerFormError({ ...valid, email: '  new@example.com ', invitationCode: ' DEMO01 ' })).toBeNull();
  });

  it('checks the phone target in phone mode', () => {
    expect(registerFormError({ ...valid, mode: 'phone', phone: '' })).toBe('phoneEmpty');
    expect(registerFormError({ ...valid, mode: 'phone', phone: '7700900123' })).toBeNull();
  });

  it('asks for the code, then for 6 digits', () => {
    expect(registerCodeError(valid)).toBe('enterCode');
    expect(registerCodeError({ ...valid, code: '12a45' })).toBe('codeError');
    expect(registerCodeError({ ...valid, code: '123456' })).toBeNull();
  });
});

describe('registration with the server (mocked)', () => {
  beforeEach(() => {
    calls.length = 0;
    errors.length = 0;
  });

  it('carries the verification token from the verification call to register, without the spent code', async () => {
    expect(await registerAndLogIn({ ...valid, code: '123456' }, true)).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/user/emailVerification', '/user/register']);
    expect(calls[1].params).toMatchObject({ email: 'new@example.com', verifyToken: 'token-from-verification', code: '' });
  });

  it('sends the chosen country with the registration, and none when the optional field is left empty', async () => {
    expect(await registerAndLogIn({ ...valid, code: '123456', country: 'DE' }, true)).toBe(true);
    expect(calls[1]).toMatchObject({ path: '/user/register', params: { country: 'DE' } });
    expect(registerFormError({ ...valid, country: 'ZZ' })).toBe('countryInvalid');
  });

  it('sends no token when the method needs no code', async () => {
    expect(await registerAndLogIn(valid, false)).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/user/register']);
    expect(calls[0].params.verifyToken).toBe('');
  });

  it('refuses common, repeated and own-address passwords before anything is sent', async () => {
    for (const password of ['password', 'Qwerty123', 'aaaaaaaa', 'New12345']) {
      const input = { ...valid, email: 'new12345@example.com', password, password1: password, code: '123456' };
      expect(await registerPasswordError(input), password).toBe('passwordTooCommon');
      expect(await registerAndLogIn(input, true)).toBe(false);
    }
    expect(await registerPasswordError(valid)).toBeNull();
    expect(calls).toEqual([]);
    expect(errors).toHaveLength(4);
  });

  it('refuses a common new password in the forgotten-password form', async () => {
    const reset = { mode: 'email' as const, email: 'new@example.com', areaCode: '', phone: '', code: '123456' };
    expect(await resetPassword({ ...reset, password: 'iloveyou1', password1: 'iloveyou1' })).toBe(false);
    expect(calls).toEqual([]);
    expect(await resetPassword({ ...reset, password: 'Abcdefgh1', password1: 'Abcdefgh1' })).toBe(true);
    expect(calls.map((c) => c.path)).toEqual(['/user/forgetPwd']);
  });
});
