import { describe, expect, it } from 'vitest';
import { groupedSecret, INITIAL_SETUP, recoveryCodesText, setupError, setupReducer, type TSetupAction } from './totp-setup';

const run = (...actions: TSetupAction[]) => actions.reduce(setupReducer, INITIAL_SETUP);
const SECRET = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' };

describe('authenticator set-up', () => {
  it('asks the password, then a 6-digit code from the secret, then shows the codes', () => {
    expect(setupError(INITIAL_SETUP)).toBe('enterLoginPassword');
    const scanning = run({ type: 'password', value: 'Secret123' }, { type: 'scan', secret: SECRET });
    expect(scanning).toMatchObject({ step: 'scan', password: '', secret: SECRET });
    expect(setupError(scanning)).toBe('totpRequired');
    expect(setupError(setupReducer(scanning, { type: 'code', value: '12a34' }))).toBe('totpDigits');
    const typed = setupReducer(scanning, { type: 'code', value: '123 4567' });
    expect(typed.code).toBe('123456');
    expect(setupError(typed)).toBeNull();
    expect(setupReducer(typed, { type: 'codeRefused' }).code).toBe('');
    const done = setupReducer(typed, { type: 'enabled', recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] });
    expect(done).toMatchObject({ step: 'codes', secret: null, recoveryCodes: ['AAAA-BBBB-CCCC-DDDD'] });
  });

  it('shows the secret in groups of four and the codes one a line', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(recoveryCodesText(['A', 'B'], 'Codes')).toBe('Codes\n\nA\nB\n');
  });
});
