import { useState } from 'react';
import { DEFAULT_AREA_CODE } from '@exchange/contracts';
import { sendForgetCode, type TTargetFields } from './auth-api';
import { firstInvalid } from './field-errors';
import { FORGOT_FIELDS, forgotErrors, forgotFieldErrors, resetPassword } from './forgot-password';
import { targetErrors, type TTargetField } from './target-errors';
import { useFieldErrors } from './use-field-errors';
import { useSendCode } from './use-send-code';

const TARGET_FIELDS: readonly TTargetField[] = ['email', 'areaCode', 'phone'];

/**
 * The forgotten-password form for both interfaces: a code is asked for as soon as the e-mail or
 * phone is valid; on submit every field is checked and marked, the first (schema order) announced.
 */
export function useForgotForm() {
  const sender = useSendCode();
  const [target, setTarget] = useState<TTargetFields>({ mode: 'email', email: '', areaCode: DEFAULT_AREA_CODE, phone: '' });
  const [form, setForm] = useState({ code: '', password: '', password1: '' });
  const [isBusy, setBusy] = useState(false);
  const input = { ...target, ...form };
  const fields = useFieldErrors(forgotFieldErrors(input), input);

  const sendCode = async (): Promise<boolean> => {
    const first = firstInvalid(targetErrors(target), TARGET_FIELDS, null);
    fields.reveal(TARGET_FIELDS);
    if (first) {
      fields.announce(first);
      return false;
    }
    return sender.send(null, () => sendForgetCode(target));
  };

  /** Checks every field, then sets the new password; true when it is set. */
  const submit = async (): Promise<boolean> => {
    setBusy(true);
    try {
      const { errors, first } = await forgotErrors(input);
      fields.reveal(FORGOT_FIELDS, errors);
      fields.announce(first);
      return !first && (await resetPassword(input));
    } finally {
      setBusy(false);
    }
  };

  return {
    sender,
    target,
    setTarget,
    form,
    set: (patch: Partial<typeof form>) => setForm((v) => ({ ...v, ...patch })),
    isBusy,
    errors: fields.errors,
    aria: fields.aria,
    sendCode,
    submit,
  };
}
