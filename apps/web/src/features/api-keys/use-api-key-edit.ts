import { useState } from 'react';
import { useSecurityCode } from '../assets/use-security-code';
import { i18n } from '../locale/i18n';
import { notify } from '../notify/notify';
import { showInvalid } from '../notify/show-failure';
import { editDraftOf, editErrors, editInput, errorOf, isUnchanged, isWithdrawTurnedOn, type TApiKeyEditDraft, type TApiKeyField } from './api-key-form';
import { updateApiKeyRequest, type TApiKey } from './api-keys-api';
import { useApiKeyAction } from './use-api-keys';

/**
 * The change form of one key, for both interfaces: label, trade permission, allowed addresses and
 * the withdrawal permission, whose turning on asks for the fund password and a code (purpose
 * `apiKey`, or the authenticator's). Resolves true once saved (or when there was nothing to save).
 */
export function useApiKeyEdit(key: TApiKey) {
  const [draft, setDraft] = useState<TApiKeyEditDraft>(() => editDraftOf(key));
  const [isChecked, setChecked] = useState(false);
  const code = useSecurityCode('apiKey');
  const action = useApiKeyAction(updateApiKeyRequest);
  const errors = editErrors(draft, key, code.mode);
  const set = <K extends keyof TApiKeyEditDraft>(field: K, value: TApiKeyEditDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = async (): Promise<boolean> => {
    setChecked(true);
    if (errors.length > 0) {
      showInvalid(errors[0].key);
      return false;
    }
    const input = editInput(draft, key);
    if (isUnchanged(input)) {
      notify.success(i18n.t('apiKeys.unchanged'));
      return true;
    }
    const saved = await action.submit(input);
    if (!saved) set('fundPwd', '');
    return saved !== null;
  };
  return {
    draft,
    set,
    code,
    submit,
    isPending: action.isPending,
    needsProof: isWithdrawTurnedOn(draft, key),
    errorOf: (field: TApiKeyField) => (isChecked ? errorOf(errors, field) : null),
  };
}
