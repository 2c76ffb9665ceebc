import { useState } from 'react';
import { ZLogin, phoneAccount } from '@exchange/contracts';
import { queryClient } from '../api/query-client';
import { showFailure, showInvalid } from '../notify/show-failure';
import { notify } from '../notify/notify';
import { firstError } from './first-error';
import type { TAccountMode } from './account-mode';
import { fetchProfile, logInRequest } from '../session/session-api';
import { isTicketOver, loginTotpRequest, secondStepTicket } from './second-step';
import { useSessionStore } from '../session/session-store';

export type TLogInInput = { mode: TAccountMode; email: string; areaCode: string; phone: string; password: string };

type TLogInOptions = {
  quiet?: boolean;
  /** The account has two-factor log-in on: the password was right, the code is still to come. */
  onSecondStep?: (ticket: string) => void;
};

/** Keeps the new session and starts loading the profile (SPEC §4). */
function startSession(data: { userId: number; token: string }, msg: string, isQuiet = false): void {
  const userId = String(data.userId);
  useSessionStore.getState().logIn({ token: data.token, userId });
  void queryClient.prefetchQuery({ queryKey: ['profile', userId], queryFn: fetchProfile });
  if (!isQuiet) notify.success(msg);
}

/**
 * Logs in and loads the profile (SPEC §4). E-mail mode: an empty e-mail is "Email error"; phone mode
 * sends area code plus number as the account. The password must pass the login check (≥ 6).
 * Returns true on success (the caller then navigates). With two-factor log-in on, the server asks
 * for the code instead: `onSecondStep` gets the ticket, and false is returned.
 */
export async function logInWith(input: TLogInInput, options: TLogInOptions = {}): Promise<boolean> {
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
    startSession(data, msg, options.quiet);
    return true;
  } catch (error) {
    const ticket = secondStepTicket(error);
    if (ticket && options.onSecondStep) options.onSecondStep(ticket);
    else showFailure(error);
    return false;
  }
}

/**
 * logInWith plus a busy flag for the submit button, and the second step of a two-factor log-in:
 * `ticket` is set while the code is asked; `completeWith` sends it (true: logged in); a ticket that
 * is over sends the user back to the password.
 */
export function useLogIn() {
  const [isBusy, setBusy] = useState(false);
  const [ticket, setTicket] = useState<string | null>(null);
  const busy = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  const logIn = (input: TLogInInput) => busy(() => logInWith(input, { onSecondStep: setTicket }));
  const completeWith = (code: string) =>
    busy(async () => {
      if (!ticket) return false;
      try {
        const { data, msg } = await loginTotpRequest(ticket, code);
        startSession(data, msg);
        setTicket(null);
        return true;
      } catch (error) {
        showFailure(error);
        if (isTicketOver(error)) setTicket(null);
        return false;
      }
    });
  return { logIn, isBusy, ticket, completeWith, cancelSecondStep: () => setTicket(null) };
}
