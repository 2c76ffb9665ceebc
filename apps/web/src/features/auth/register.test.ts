import { describe, expect, it } from 'vitest';
import { registerCodeError, registerFormError, type TRegisterInput } from './register';

const valid: TRegisterInput = {
  mode: 'email',
  email: 'new@example.com',
  areaCode: '1',
  phone: '',
  password: 'Abcdefgh1',
  password1: 'Abcdefgh1',
  invitationCode: 'DEMO01',
  code: '',
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
