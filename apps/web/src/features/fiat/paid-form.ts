import { utrProblem } from '@exchange/contracts';

/**
 * The "I have paid" form as data: the transfer reference (UTR), checked by the server's own rule,
 * and an optional proof image already uploaded (its id). Errors show once the user tried to send.
 */
export type TPaidFormState = { utr: string; proof: { id: string; url: string } | null; isChecked: boolean };
export const EMPTY_PAID_FORM: TPaidFormState = { utr: '', proof: null, isChecked: false };

export function paidFormError(state: TPaidFormState): string | null {
  const problem = utrProblem(state.utr);
  return problem ? `msg:${problem}` : null;
}

/** The mark-paid request of a form without errors. */
export function paidRequestOf(state: TPaidFormState, orderId: string): { orderId: string; utr: string; proof: string } | null {
  if (paidFormError(state)) return null;
  return { orderId, utr: state.utr.trim(), proof: state.proof?.id ?? '' };
}
