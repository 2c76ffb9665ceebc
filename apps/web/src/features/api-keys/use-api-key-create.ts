import { useState } from 'react';
import { useSecurityCode } from '../assets/use-security-code';
import { showInvalid } from '../notify/show-failure';
import { createErrors, createInput, EMPTY_DRAFT, errorOf, type TApiKeyDraft, type TApiKeyField } from './api-key-form';
import { createApiKeyRequest, type TCreatedApiKey } from './api-keys-api';
import { useApiKeyAction } from './use-api-keys';

/**
 * The creation form of both interfaces: the draft, the code (sent by e-mail or SMS with purpose
 * `apiKey`, or the authenticator's with two-factor log-in on: the same piece the withdrawal uses),
 * the errors shown once the user has tried to send, and the key just created, whose secret the
 * view shows once. The fund password is typed again after a refusal.
 */
export function useApiKeyCreate() {
  const [draft, setDraft] = useState<TApiKeyDraft>(EMPTY_DRAFT);
  const [isChecked, setChecked] = useState(false);
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const code = useSecurityCode('apiKey');
  const action = useApiKeyAction(createApiKeyRequest);
  const errors = createErrors(draft, code.mode);
  const set = <K extends keyof TApiKeyDraft>(field: K, value: TApiKeyDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = async () => {
    setChecked(true);
    if (errors.length > 0) return showInvalid(errors[0].key);
    const key = await action.submit(createInput(draft));
    if (key) {
      setCreated(key);
      setDraft(EMPTY_DRAFT);
      setChecked(false);
    } else set('fundPwd', '');
  };
  return {
    draft,
    set,
    code,
    submit,
    isPending: action.isPending,
    /** The message key shown under a field, once the user has tried to send. */
    errorOf: (field: TApiKeyField) => (isChecked ? errorOf(errors, field) : null),
    created,
    /** After the secret is saved: the form starts again empty. */
    forget: () => setCreated(null),
  };
}
