import { describe, expect, it } from 'vitest';
import { countryOrNull, kycLevelOf, KYC_STATUS, ZForgetPassword, ZRegister, ZUpdatePassword } from './schemas.js';
import { ZCountryCode } from '../products/calls.js';
import {
  isCommonPassword,
  loadCommonPasswords,
  isEmail,
  isFundPassword,
  isLoginPassword,
  isPasswordTooCommon,
  isTrivialPassword,
  passesLoginCheck,
  phoneAccount,
} from './rules.js';

const COMMON_PASSWORDS = (await loadCommonPasswords()).join('\n');

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

  it('refuses repeated characters and the account\'s own address as a password', () => {
    expect(isTrivialPassword('aaaaaaaa')).toBe(true);
    expect(isTrivialPassword('AaAaAaAa')).toBe(true);
    expect(isTrivialPassword('Sunflower', { email: 'sunflower@example.com' })).toBe(true);
    expect(isTrivialPassword('Sunflower@Example.com', { email: 'sunflower@example.com' })).toBe(true);
    expect(isTrivialPassword('Sunflower', { email: 'other@example.com' })).toBe(false);
    expect(isTrivialPassword('Kestrel4721', { email: 'k@example.com', areaCode: '44', phone: '7700900123' })).toBe(false);
  });

  it('refuses the common passwords of the shipped list, whatever their case', async () => {
    for (const password of ['password', 'Password1', 'QWERTY123', 'iloveyou', 'secret123']) expect(await isCommonPassword(password), password).toBe(true);
    expect(await isCommonPassword('Kestrel4721')).toBe(false);
    expect(await isPasswordTooCommon('bbbbbbbbbb')).toBe(true);
    expect(await isPasswordTooCommon('Kestrel4721', { email: 'k@example.com' })).toBe(false);
  });

  it('ships a list that fits the login-password rule, lower-cased and without repeats', () => {
    const list = COMMON_PASSWORDS.split('\n').filter(Boolean);
    expect(list.length).toBeGreaterThan(10_000);
    expect(list[0]).toBe('password');
    expect(list.every((p) => isLoginPassword(p) && p === p.toLowerCase())).toBe(true);
    expect(new Set(list).size).toBe(list.length);
  });

  it('the schemas give passwordTooCommon after the form checks, and register takes a verifyToken', () => {
    const base = { email: 'sunflower@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' };
    expect(ZRegister.parse({ ...base, verifyToken: ' abc ' }).verifyToken).toBe('abc');
    expect(firstMessage(ZRegister.safeParse({ ...base, password: 'aaaaaaaa', password1: 'aaaaaaaa' }))).toBe('passwordTooCommon');
    expect(firstMessage(ZRegister.safeParse({ ...base, password: 'Sunflower', password1: 'Sunflower' }))).toBe('passwordTooCommon');
    expect(firstMessage(ZRegister.safeParse({ ...base, password: 'aaaaaaaa', password1: 'aaaaaaab' }))).toBe('passwordsInconsistent');
    const reset = { email: 'sunflower@example.com', code: '123456', password: 'Sunflower', password1: 'Sunflower' };
    expect(firstMessage(ZForgetPassword.safeParse(reset))).toBe('passwordTooCommon');
    expect(firstMessage(ZUpdatePassword.safeParse({ oldPwd: 'Kestrel4721', password: 'zzzzzzzz', password1: 'zzzzzzzz' }))).toBe('passwordTooCommon');
  });

  it('a country is an assigned ISO 3166-1 alpha-2 code in any case, optional at registration and checked last', () => {
    expect(ZCountryCode.parse(' de ')).toBe('DE');
    expect(ZCountryCode.parse('XK')).toBe('XK');
    for (const bad of ['', 'XX', 'UK', 'EU', 'DEU', 'D1', 12]) expect(firstMessage(ZCountryCode.safeParse(bad)), String(bad)).toBe('countryInvalid');
    const base = { email: 'ana@example.com', password: 'Kestrel4721', password1: 'Kestrel4721', invitationCode: 'DEMO01' };
    expect(ZRegister.parse(base).country).toBe('');
    expect(countryOrNull(ZRegister.parse(base).country)).toBeNull();
    expect(countryOrNull(ZRegister.parse({ ...base, country: 'gb' }).country)).toBe('GB');
    expect(firstMessage(ZRegister.safeParse({ ...base, country: 'ZZ' }))).toBe('countryInvalid');
    // The SPEC §5 checks keep their order: a bad e-mail is reported before a bad country.
    expect(firstMessage(ZRegister.safeParse({ ...base, email: '', country: 'ZZ' }))).toBe('emailError');
  });

  it('only an authenticated KYC status gives a KYC level', () => {
    expect([KYC_STATUS.none, KYC_STATUS.review, KYC_STATUS.verified].map(kycLevelOf)).toEqual([0, 0, 1]);
  });
});
