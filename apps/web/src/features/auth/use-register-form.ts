import { useEffect, useState } from 'react';
import { DEFAULT_AREA_CODE } from '@exchange/contracts';
import { sendRegisterCode, type TTargetFields } from './auth-api';
import { firstInvalid } from './field-errors';
import { invitedCode } from './invite-code';
import { registerAndLogIn, registerErrors, registerFieldErrors, REGISTER_FIELDS, type TRegisterInput } from './register';
import { targetErrors, type TTargetField } from './target-errors';
import { useFieldErrors } from './use-field-errors';
import { useRegisterOptions } from './use-register-options';
import { useSendCode } from './use-send-code';

const TARGET_FIELDS: readonly TTargetField[] = ['email', 'areaCode', 'phone'];

/**
 * The registration form as one hook for both interfaces: values, per-field errors, the send-code
 * button and the submit. `hasCodeField`: the code is typed in this form (desktop) rather than on a
 * code step of its own (mobile). A code is asked for as soon as the e-mail or phone is valid; the
 * other fields are checked on submit, each under its own field, the first (SPEC §5 order) announced.
 */
export function useRegisterForm({ hasCodeField }: { hasCodeField: boolean }) {
  const options = useRegisterOptions();
  const sender = useSendCode();
  const [target, setTarget] = useState<TTargetFields>({ mode: 'email', email: '', areaCode: DEFAULT_AREA_CODE, phone: '' });
  const [form, setForm] = useState({ password: '', password1: '', invitationCode: invitedCode(), code: '', country: '' });
  const [isBusy, setBusy] = useState(false);

  // The first offered method, once the methods are known (not from a partial answer: a flag that
  // failed to load would otherwise switch the form to the other method for good).
  const isKnown = !options.isLoading && !options.isFailed;
  useEffect(() => {
    if (isKnown && options.modes.length > 0 && !options.modes.includes(target.mode)) setTarget((v) => ({ ...v, mode: options.modes[0] }));
  }, [isKnown, options.modes, target.mode]);

  const needsCode = options.needsCode(target.mode);
  const withCode = hasCodeField && needsCode;
  const input: TRegisterInput = { ...target, ...form };
  const fields = useFieldErrors(registerFieldErrors(input, withCode), input);

  /** "Get code": the e-mail or phone alone must be valid; true when the code was sent. */
  const sendCode = async (): Promise<boolean> => {
    const first = firstInvalid(targetErrors(target), TARGET_FIELDS, null);
    fields.reveal(TARGET_FIELDS);
    if (first) {
      fields.announce(first);
      return false;
    }
    return sender.send(null, () => sendRegisterCode(target));
  };

  /** Every field checked and shown; true when all pass (`withCodeNow`: the code is part of it). */
  const check = async (withCodeNow: boolean): Promise<boolean> => {
    const { errors, first } = await registerErrors(input, withCodeNow);
    fields.reveal(REGISTER_FIELDS, errors);
    fields.announce(first);
    return !first;
  };

  /** Registers (the code checked with the server first when needed) and logs in; true when done. */
  const register = async (): Promise<boolean> => {
    setBusy(true);
    try {
      return (await check(needsCode && hasCodeField)) && (await registerAndLogIn(input, needsCode));
    } finally {
      setBusy(false);
    }
  };

  /** Mobile's "Next": the whole form checked, then the code sent; true when the code step may follow. */
  const checkAndSendCode = async (): Promise<boolean> => {
    setBusy(true);
    try {
      return (await check(false)) && (await sendCode());
    } finally {
      setBusy(false);
    }
  };

  return {
    options,
    sender,
    target,
    setTarget,
    form,
    set: (patch: Partial<typeof form>) => setForm((v) => ({ ...v, ...patch })),
    input,
    needsCode,
    isBusy,
    errors: fields.errors,
    aria: fields.aria,
    sendCode,
    register,
    checkAndSendCode,
  };
}
