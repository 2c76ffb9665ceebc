import { useState } from 'react';
import { codeError, typedCode, type TCodeMode } from './code-mode';

/** The authenticator or a recovery code, switched by a link under the field. */
export function useCodeMode() {
  const [mode, setMode] = useState<TCodeMode>('totp');
  return { mode, toggle: () => setMode((m) => (m === 'totp' ? 'recovery' : 'totp')) };
}

/** A second-factor field's state: its mode and value (cleared when the mode changes). */
export function useSecondFactorCode() {
  const { mode, toggle } = useCodeMode();
  const [code, setCode] = useState('');
  return {
    mode,
    code,
    setCode: (raw: string) => setCode(typedCode(mode, raw)),
    toggle: () => {
      toggle();
      setCode('');
    },
    clear: () => setCode(''),
    error: () => codeError(mode, code),
  };
}

export type TSecondFactorCode = ReturnType<typeof useSecondFactorCode>;
