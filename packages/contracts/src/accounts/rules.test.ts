import { describe, expect, it } from 'vitest';
import { ZForgetPassword, ZRegister } from './schemas.js';
import { isEmail, isFundPassword, isLoginPassword, passesLoginCheck, phoneAccount } from './rules.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0].message;

describe('SPEC §5 rules', () => {
  it('login password: 8-24 characters, first a letter', () => {
    expect(isLoginPassword('Abcdefgh')).toBe(true);
    expect(isLoginPassword('Abcdefg')).toBe(false);
    expect(isLoginPassword('1bcdefgh')).toBe(false);
    expect(isLoginPassword(`A${'b'.repeat(23)}`)).toBe(true);
    expect(isLoginPassword(`A${'b'.repeat(24)}`)).toBe(false);
    expect(passesLoginCheck('abc123')).toBe(true);
    expect(passesLoginCheck('abc12')).toBe(false);
  });

  it('fund password: exactly 6 digits', () => {
    expect(isFundPassword('012345')).toBe(true);
    expect(isFundPassword('12345')).toBe(false);
    expect(isFundPassword('1234567')).toBe(false);
    expect(isFundPassword('12345a')).toBe(false);
  });

  it('e-mail and phone account', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(phoneAccount('+44', '7700 900-123')).toBe('447700900123');
  });

  it('registration reports the first failing check in SPEC order, after trimming', () => {
    const base = { email: ' a@b.co ', password: 'Secret123', password1: 'Secret123', invitationCode: 'DEMO01' };
    expect(ZRegister.parse(base).email).toBe('a@b.co');
    expect(firstMessage(ZRegister.safeParse({ ...base, email: '', password: 'x', invitationCode: '' }))).toBe('emailError');
    expect(firstMessage(ZRegister.safeParse({ ...base, password1: 'x', invitationCode: '' }))).toBe('passwordError');
    expect(firstMessage(ZRegister.safeParse({ ...base, password1: 'Secret124', invitationCode: '' }))).toBe('passwordsInconsistent');
    expect(firstMessage(ZRegister.safeParse({ ...base, invitationCode: ' AB ' }))).toBe('enterInvitationCode');
    expect(firstMessage(ZRegister.safeParse({ ...base, email: '', phone: '5551234', areaCode: '' }))).toBe('areaCodeRequired');
  });

  it('forgot password wants the code before the new password', () => {
    const result = ZForgetPassword.safeParse({ email: 'a@b.co', code: '', password: 'x', password1: 'y' });
    expect(firstMessage(result)).toBe('enterCode');
  });
});
