import { describe, expect, it } from 'vitest';
import { bindFieldErrors } from './bind-errors';
import { fieldAria, firstInvalid } from './field-errors';
import { forgotErrors, forgotFieldErrors, type TForgotInput } from './forgot-password';
import { registerErrors, registerFieldErrors, type TRegisterInput } from './register';
import { targetErrors } from './target-errors';

const valid: TRegisterInput = {
  mode: 'email',
  email: 'new@example.com',
  areaCode: '1',
  phone: '',
  password: 'Abcdefgh1',
  password1: 'Abcdefgh1',
  invitationCode: 'DEMO01',
  code: '123456',
  country: '',
};
const empty: TRegisterInput = { ...valid, email: '', password: '', password1: '', invitationCode: '', code: '' };

describe('asking for a code needs only the e-mail or phone', () => {
  it('passes a valid e-mail whatever the rest of the form holds', () => {
    expect(targetErrors({ ...empty, email: 'new@example.com' })).toEqual({});
  });

  it('marks the e-mail, the area code or the phone, each with its own message', () => {
    expect(targetErrors(empty)).toEqual({ email: 'emailError' });
    expect(targetErrors({ ...empty, email: 'new@example' })).toEqual({ email: 'emailError' });
    expect(targetErrors({ ...empty, mode: 'phone', areaCode: '44', phone: '' })).toEqual({ phone: 'phoneEmpty' });
    expect(targetErrors({ ...empty, mode: 'phone', areaCode: '', phone: '7700900123' })).toEqual({ areaCode: 'areaCodeRequired' });
    expect(targetErrors({ ...empty, mode: 'phone', areaCode: '44', phone: '12' })).toEqual({ phone: 'phoneError' });
  });
});

describe('registration errors per field (from ZRegister)', () => {
  it('marks every offending field at once, not only the first', () => {
    expect(registerFieldErrors(empty, true)).toEqual({
      email: 'emailError',
      password: 'passwordError',
      password1: 'passwordError',
      invitationCode: 'enterInvitationCode',
      code: 'enterCode',
    });
    expect(registerFieldErrors(valid, true)).toEqual({});
  });

  it('gives each field its own message', () => {
    expect(registerFieldErrors({ ...valid, password: '12345678' }, false)).toEqual({ password: 'passwordError' });
    expect(registerFieldErrors({ ...valid, password1: 'Abcdefgh2' }, false)).toEqual({ password1: 'passwordsInconsistent' });
    expect(registerFieldErrors({ ...valid, password1: 'short' }, false)).toEqual({ password1: 'passwordError' });
    expect(registerFieldErrors({ ...valid, invitationCode: 'AB' }, false)).toEqual({ invitationCode: 'enterInvitationCode' });
    expect(registerFieldErrors({ ...valid, code: '12a45' }, true)).toEqual({ code: 'codeError' });
    expect(registerFieldErrors({ ...valid, password: 'aaaaaaaa', password1: 'aaaaaaaa' }, false)).toEqual({
      password: 'passwordTooCommon',
      password1: 'passwordTooCommon',
    });
  });

  it('does not blame the repeat for a mismatch while the password itself is refused', () => {
    expect(registerFieldErrors({ ...valid, password: '1234' }, false)).toEqual({ password: 'passwordError' });
  });

  it('refuses the own address as password only where the address is valid', () => {
    const own = { ...valid, email: 'new12345@example.com', password: 'New12345', password1: 'New12345' };
    expect(registerFieldErrors(own, false).password).toBe('passwordTooCommon');
    expect(registerFieldErrors({ ...own, email: 'new12345@' }, false)).toEqual({ email: 'emailError' });
  });

  it('leaves the code out when the form has no code field', () => {
    expect(registerFieldErrors({ ...valid, code: '' }, false)).toEqual({});
  });

  it('checks the phone target in phone mode', () => {
    expect(registerFieldErrors({ ...valid, mode: 'phone', areaCode: '44', phone: '' }, false)).toEqual({ phone: 'phoneEmpty' });
    expect(registerFieldErrors({ ...valid, mode: 'phone', areaCode: '44', phone: '7700900123', code: '' }, true)).toEqual({ code: 'enterCode' });
  });
});

describe('what a submit announces first (SPEC §5 order)', () => {
  it('follows the schema: target, passwords, match, invitation code, common password, code', async () => {
    expect((await registerErrors(empty, true)).first).toEqual({ field: 'email', key: 'emailError' });
    expect((await registerErrors({ ...empty, email: valid.email }, true)).first).toEqual({ field: 'password', key: 'passwordError' });
    expect((await registerErrors({ ...valid, password: '1', invitationCode: '' }, true)).first).toEqual({ field: 'password', key: 'passwordError' });
    expect((await registerErrors({ ...valid, password1: 'x', invitationCode: '' }, true)).first).toEqual({ field: 'password1', key: 'passwordError' });
    expect((await registerErrors({ ...valid, password1: 'Abcdefgh2', code: '' }, true)).first).toEqual({ field: 'password1', key: 'passwordsInconsistent' });
    // A trivial password comes after the invitation code in SPEC order, though the field is above it.
    const trivial = { ...valid, password: 'aaaaaaaa', password1: 'aaaaaaaa', invitationCode: '' };
    expect((await registerErrors(trivial, true)).first).toEqual({ field: 'invitationCode', key: 'enterInvitationCode' });
    expect((await registerErrors({ ...valid, code: '' }, true)).first).toEqual({ field: 'code', key: 'enterCode' });
    expect((await registerErrors(valid, true)).first).toBeNull();
  });

  it('adds the common-password list to the password field on submit', async () => {
    const common = { ...valid, password: 'Qwerty123', password1: 'Qwerty123' };
    expect(registerFieldErrors(common, false)).toEqual({});
    const { errors, first } = await registerErrors(common, false);
    expect(errors).toEqual({ password: 'passwordTooCommon' });
    expect(first).toEqual({ field: 'password', key: 'passwordTooCommon' });
  });

  it('falls back to the topmost field when the first key is no field', () => {
    expect(firstInvalid({ password1: 'passwordError', code: 'enterCode' }, ['code', 'password1'], null)).toEqual({ field: 'code', key: 'enterCode' });
    expect(firstInvalid({}, ['code'], 'enterCode')).toBeNull();
  });
});

describe('forgotten-password errors per field (from ZForgetPassword)', () => {
  const forgot: TForgotInput = { mode: 'email', email: 'new@example.com', areaCode: '', phone: '', code: '123456', password: 'Abcdefgh1', password1: 'Abcdefgh1' };

  it('marks each field, the repeat asking to enter the new password again', () => {
    expect(forgotFieldErrors({ ...forgot, email: '', code: '', password: '', password1: '' })).toEqual({
      email: 'emailError',
      code: 'enterCode',
      password: 'passwordError',
      password1: 'enterNewPasswordAgain',
    });
    expect(forgotFieldErrors({ ...forgot, password1: 'Abcdefgh2' })).toEqual({ password1: 'passwordsInconsistent' });
    expect(forgotFieldErrors(forgot)).toEqual({});
  });

  it('announces the code before the passwords, as the schema orders them', async () => {
    expect((await forgotErrors({ ...forgot, code: '12', password: '' })).first).toEqual({ field: 'code', key: 'enterCode' });
  });
});

describe('bind errors per field', () => {
  it('asks for the code with a valid address alone, and marks the code on submit', () => {
    expect(bindFieldErrors({ account: 'a@example.com', areaCode: '', code: '' }, false, false)).toEqual({});
    expect(bindFieldErrors({ account: 'a@example.com', areaCode: '', code: '' }, false, true)).toEqual({ code: 'enterCode' });
    expect(bindFieldErrors({ account: 'nope', areaCode: '', code: '123456' }, false, true)).toEqual({ account: 'emailError' });
    expect(bindFieldErrors({ account: '7700900123', areaCode: '', code: '123456' }, true, true)).toEqual({ areaCode: 'areaCodeRequired' });
    expect(bindFieldErrors({ account: '', areaCode: '44', code: '123456' }, true, true)).toEqual({ account: 'phoneEmpty' });
  });
});

describe('field wiring', () => {
  it('points the input at its message only while there is one', () => {
    expect(fieldAria('f1', 'email', 'emailError')).toEqual({
      errorId: 'f1-email-error',
      input: { id: 'f1-email', 'aria-invalid': true, 'aria-describedby': 'f1-email-error' },
    });
    expect(fieldAria('f1', 'email', undefined).input).toEqual({ id: 'f1-email', 'aria-invalid': undefined, 'aria-describedby': undefined });
  });
});
