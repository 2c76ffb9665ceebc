import type { TSecurityCodePurpose } from '@exchange/contracts';
import { useSendCode } from '../auth/use-send-code';
import { useProfile } from '../session/use-profile';
import type { TProofCodeMode } from '../two-factor/code-mode';
import { useCodeMode } from '../two-factor/use-second-factor-code';
import { sendSecurityCodeRequest } from './assets-api';

/**
 * The code of a withdrawal or an address change. Without two-factor log-in: the "Get code" button,
 * which sends a code for the purpose to the user's own e-mail or phone (the server picks which),
 * toasts the answer and counts down 60 s (`mode` 'email'). With it on: the authenticator's code,
 * or a recovery code after `toggleMode` (issue 27).
 */
export function useSecurityCode(purpose: TSecurityCodePurpose) {
  const sender = useSendCode();
  const { data: profile } = useProfile();
  const codeMode = useCodeMode();
  const mode: TProofCodeMode = profile?.isTotpOn ? codeMode.mode : 'email';
  const send = () => sender.send(null, () => sendSecurityCodeRequest(purpose));
  return { send, left: sender.left, isSending: sender.isSending, mode, toggleMode: codeMode.toggle };
}
