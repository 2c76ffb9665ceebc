import { useState } from 'react';
import { DEFAULT_AREA_CODE } from '@exchange/contracts';
import { bindAccount, sendBindCode } from './account-actions';
import { BIND_FIELDS, bindFieldErrors, type TBindField } from '../auth/bind-errors';
import { firstInvalid } from '../auth/field-errors';
import { useFieldErrors } from '../auth/use-field-errors';
import { useSendCode } from '../auth/use-send-code';

const TARGET_FIELDS: readonly TBindField[] = ['areaCode', 'account'];

/**
 * Binding the e-mail or phone an account lacks, for both interfaces: the code is asked for once the
 * address is valid; the submit marks each refused field and announces the first.
 */
export function useBindForm(isPhone: boolean) {
  const sender = useSendCode();
  const [form, setForm] = useState({ account: '', areaCode: DEFAULT_AREA_CODE, code: '' });
  const [isBusy, setBusy] = useState(false);
  const fields = useFieldErrors(bindFieldErrors(form, isPhone, true), form);

  const sendCode = async (): Promise<boolean> => {
    const first = firstInvalid(bindFieldErrors(form, isPhone, false), TARGET_FIELDS, null);
    fields.reveal(TARGET_FIELDS);
    if (first) {
      fields.announce(first);
      return false;
    }
    return sender.send(null, () => sendBindCode(form, isPhone));
  };

  /** Checks every field, then binds; true when bound. */
  const submit = async (): Promise<boolean> => {
    const first = firstInvalid(bindFieldErrors(form, isPhone, true), BIND_FIELDS, null);
    fields.reveal(BIND_FIELDS);
    if (first) {
      fields.announce(first);
      return false;
    }
    setBusy(true);
    return bindAccount(form, isPhone).finally(() => setBusy(false));
  };

  return {
    sender,
    form,
    set: (patch: Partial<typeof form>) => setForm((v) => ({ ...v, ...patch })),
    isBusy,
    errors: fields.errors,
    aria: fields.aria,
    sendCode,
    submit,
  };
}
