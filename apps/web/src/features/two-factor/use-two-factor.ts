import { useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../api/query-client';
import { copyText } from '../clipboard/copy-text';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { useSessionStore } from '../session/session-store';
import { useSecondFactorCode } from './use-second-factor-code';
import { INITIAL_SETUP, recoveryCodesText, setupError, setupReducer } from './totp-setup';
import { fetchTotpStatus, totpDisableRequest, totpEnableRequest, totpSetupRequest } from './two-factor-api';

/** Whether two-factor log-in is on, since when, and the recovery codes left (the security centre's line). */
export function useTotpStatus() {
  const userId = useSessionStore((s) => s.userId);
  return useQuery({ queryKey: ['totp-status', userId], queryFn: fetchTotpStatus });
}

/** The profile (isTotpOn: what the withdrawal and address forms ask for) and the status, read again. */
function refreshTwoFactor(): void {
  void queryClient.invalidateQueries({ queryKey: ['profile'] });
  void queryClient.invalidateQueries({ queryKey: ['totp-status'] });
}

/**
 * The one set-up hook of both interfaces (totp-setup.ts as the engine): the password step asks the
 * server for a secret, the scan step confirms a code and receives the recovery codes. A refused
 * code is cleared for the next one; the answers' messages are the server's.
 */
export function useTotpSetup() {
  const [state, dispatch] = useReducer(setupReducer, INITIAL_SETUP);
  const [isBusy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>, onFail?: () => void) => {
    const key = setupError(state);
    if (key) return showInvalid(key);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showFailure(error);
      onFail?.();
    } finally {
      setBusy(false);
    }
  };
  return {
    state,
    isBusy,
    setPassword: (value: string) => dispatch({ type: 'password', value }),
    setCode: (value: string) => dispatch({ type: 'code', value }),
    start: () =>
      run(async () => {
        const { data } = await totpSetupRequest(state.password);
        dispatch({ type: 'scan', secret: data });
      }),
    confirm: () =>
      run(
        async () => {
          const { data, msg } = await totpEnableRequest(state.code);
          notify.success(msg);
          dispatch({ type: 'enabled', recoveryCodes: data.recoveryCodes });
          refreshTwoFactor();
        },
        () => dispatch({ type: 'codeRefused' }),
      ),
  };
}

/** Switching two-factor log-in off: the login password and a current code (or a recovery code). */
export function useTotpDisable(onDone: () => void) {
  const [password, setPassword] = useState('');
  const code = useSecondFactorCode();
  const [isBusy, setBusy] = useState(false);
  const submit = async () => {
    const key = (password ? null : 'enterLoginPassword') ?? code.error();
    if (key) return showInvalid(key);
    setBusy(true);
    try {
      const { msg } = await totpDisableRequest(password, code.code);
      notify.success(msg);
      refreshTwoFactor();
      onDone();
    } catch (error) {
      showFailure(error);
      code.clear();
    } finally {
      setBusy(false);
    }
  };
  return { password, setPassword, code, isBusy, submit };
}

/** Copies a text (the secret, the recovery codes) and says whether it worked. */
export async function copyAndSay(text: string): Promise<void> {
  if (await copyText(text)) notify.success(i18n.t('twoFactor.copied'));
  else notify.error(i18n.t('twoFactor.copyFailed'));
}

/** Saves the recovery codes as a text file. */
export function downloadRecoveryCodes(codes: readonly string[]): void {
  const blob = new Blob([recoveryCodesText(codes, i18n.t('twoFactor.fileTitle'))], { type: 'text/plain' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
