import type { TTotpSecret } from '@exchange/contracts';
import type { TMessageKey } from '@exchange/i18n';
import { codeError } from './code-mode';

/**
 * Setting up an authenticator as data (issue 27): the login password, then the secret to scan
 * with a code to confirm it, then the ten recovery codes shown once. The views only render the step.
 */
export type TSetupStep = 'password' | 'scan' | 'codes';

export type TSetupState = { step: TSetupStep; password: string; secret: TTotpSecret | null; code: string; recoveryCodes: string[] };

export type TSetupAction =
  | { type: 'password'; value: string }
  | { type: 'code'; value: string }
  | { type: 'scan'; secret: TTotpSecret }
  | { type: 'enabled'; recoveryCodes: string[] }
  | { type: 'codeRefused' };

export const INITIAL_SETUP: TSetupState = { step: 'password', password: '', secret: null, code: '', recoveryCodes: [] };

export function setupReducer(state: TSetupState, action: TSetupAction): TSetupState {
  switch (action.type) {
    case 'password':
      return { ...state, password: action.value };
    case 'code':
      return { ...state, code: action.value.replace(/\D/g, '').slice(0, 6) };
    case 'scan':
      // The password is not kept once it has done its work.
      return { ...state, step: 'scan', password: '', secret: action.secret, code: '' };
    case 'enabled':
      return { ...state, step: 'codes', secret: null, code: '', recoveryCodes: action.recoveryCodes };
    case 'codeRefused':
      return { ...state, code: '' };
  }
}

/** The rule the current step breaks, as the server words it, or null. */
export function setupError(state: TSetupState): TMessageKey | null {
  if (state.step === 'password') return state.password ? null : 'enterLoginPassword';
  if (state.step === 'scan') return codeError('totp', state.code);
  return null;
}

/** The secret as people copy it by hand: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The recovery codes as a text file the user keeps. */
export function recoveryCodesText(codes: readonly string[], title: string): string {
  return `${title}\n\n${codes.join('\n')}\n`;
}
