import { loginTotpCall } from '@exchange/contracts';
import { ApiError } from '../api/api-error';
import { bbCallAnswer } from '../api/bb-call';

/**
 * Two-factor log-in (issue 27): a right password of an account with TOTP on answers the failure
 * `totpRequired` with a one-time ticket instead of a session; this reads it (null for any other
 * failure). /user/loginTotp then takes the ticket with the code.
 */
export function secondStepTicket(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.reason !== 'totpRequired') return null;
  const ticket = (error.data as { ticket?: unknown } | null | undefined)?.ticket;
  return typeof ticket === 'string' && ticket ? ticket : null;
}

/** Whether the ticket is over (expired, used): the user starts again from the password. */
export function isTicketOver(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'loginTicketExpired';
}

export function loginTotpRequest(ticket: string, code: string) {
  return bbCallAnswer(loginTotpCall, { ticket, code: code.trim() });
}
