import { useState } from 'react';
import { ZLogin, phoneAccount } from '@exchange/contracts';
import { queryClient } from '../api/query-client';
import { showFailure, showInvalid } from '../notify/show-failure';
import { notify } from '../notify/notify';
import { firstError } from './first-error';
import type { TAccountMode } from './account-mode';
import { fetchProfile, logInRequest } from '../session/session-api';
import { useSessionStore } from '../session/session-store';

export type TLogInInput = { mode: TAccountMode; email: string; areaCode: string; phone: string; password: string };

/**
 * Logs in and loads the profile (SPEC §4). E-mail mode: an empty e-mail is "Email error"; phone mode
 * sends area code plus number as the account. The password must pass the login check (≥ 6).
 * Returns true on success (the caller then navigates).
 */
export async function logInWith(input: TLogInInput, options: { quiet?: boolean } = {}): Promise<boolean> {
  const isPhone = input.mode === 'phone';
  const check = isPhone
    ? { account: input.phone.trim(), areaCode: input.areaCode.trim(), password: input.password }
    : { account: input.email.trim(), areaCode: '', password: input.password };
  const invalid = firstError(ZLogin, check);
  if (invalid) {
    showInvalid(invalid);
    return false;
  }
  const account = isPhone ? phoneAccount(check.areaCode, check.account) : check.account;
  try {
    const { data, msg } = await logInRequest({ account, password: input.password });
    const userId = String(data.userId);
    useSessionStore.getState().logIn({ token: data.token, userId });
    void queryClient.prefetchQuery({ queryKey: ['profile', userId], queryFn: fetchProfile });
    if (!options.quiet) notify.success(msg);
    return true;
  } catch (error) {
    showFailure(error);
    return false;
  }
}

/** logInWith plus a busy flag for the submit button. */
export function useLogIn() {
  const [isBusy, setBusy] = useState(false);
  const logIn = async (input: TLogInInput) => {
    setBusy(true);
    try {
      return await logInWith(input);
    } finally {
      setBusy(false);
    }
  };
  return { logIn, isBusy };
}
