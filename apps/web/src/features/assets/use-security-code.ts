import type { TSecurityCodePurpose } from '@exchange/contracts';
import { useSendCode } from '../auth/use-send-code';
import { sendSecurityCodeRequest } from './assets-api';

/**
 * The "Get code" button of a withdrawal or an address change: sends a code for the purpose to the
 * user's own e-mail or phone (the server picks which), toasts the answer and counts down 60 s.
 */
export function useSecurityCode(purpose: TSecurityCodePurpose) {
  const sender = useSendCode();
  const send = () => sender.send(null, () => sendSecurityCodeRequest(purpose));
  return { send, left: sender.left, isSending: sender.isSending };
}
