import { useState } from 'react';
import type { TMessageKey } from '@exchange/i18n';
import { ApiError } from '../api/api-error';
import { notify } from '../notify/notify';
import { showFailure, showInvalid } from '../notify/show-failure';
import { useCountdown } from './use-countdown';

/**
 * A "send code" button's behaviour: check the target with the shared rule, send, toast the
 * server's answer and count down 60 s. When the server says to wait, the countdown shows the rest.
 */
export function useSendCode() {
  const countdown = useCountdown();
  const [isSending, setSending] = useState(false);

  const send = async (invalid: TMessageKey | null, sendRequest: () => Promise<{ msg: string }>): Promise<boolean> => {
    if (invalid) {
      showInvalid(invalid);
      return false;
    }
    if (countdown.isRunning || isSending) return false;
    setSending(true);
    try {
      const { msg } = await sendRequest();
      notify.success(msg);
      countdown.start();
      return true;
    } catch (error) {
      showFailure(error);
      const wait = error instanceof ApiError && error.reason === 'codeWait' ? Number(error.message.match(/\d+/)?.[0]) : 0;
      if (wait > 0) countdown.start(wait);
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, isSending, left: countdown.left, isCounting: countdown.isRunning, restart: countdown.start };
}
