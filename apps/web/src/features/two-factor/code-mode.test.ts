import { describe, expect, it } from 'vitest';
import { codeError, typedCode } from './code-mode';

describe('second-factor code fields', () => {
  it('keeps digits for a 6-digit code and a recovery code as it is shown', () => {
    expect(typedCode('totp', ' 12 34-567')).toBe('123456');
    expect(typedCode('email', '98a7654')).toBe('987654');
    expect(typedCode('recovery', 'k7qm-2xwd 9hta-pl4c!')).toBe('K7QM-2XWD9HTA-PL4C');
    expect(typedCode('recovery', 'K7QM-2XWD-9HTA-PL4C-EXTRA')).toBe('K7QM-2XWD-9HTA-PL4C');
  });

  it('says what the server would: empty, the wrong length, the wrong form', () => {
    expect(codeError('totp', '')).toBe('totpRequired');
    expect(codeError('totp', '12345')).toBe('totpDigits');
    expect(codeError('totp', '123456')).toBeNull();
    expect(codeError('recovery', 'K7QM-2XWD')).toBe('secondFactorFormat');
    expect(codeError('recovery', 'K7QM2XWD9HTAPL4C')).toBeNull();
    expect(codeError('email', '')).toBe('enterCode');
    expect(codeError('email', '1234567')).toBe('codeError');
  });
});
