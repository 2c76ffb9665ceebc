import { Button, DotLoading, Input, Switch, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@exchange/contracts';
import { IP_TEXT_MAX } from '../../../features/api-keys/api-key-form';
import type { TApiKey } from '../../../features/api-keys/api-keys-api';
import { useApiKeyEdit } from '../../../features/api-keys/use-api-key-edit';
import { useApiKeys } from '../../../features/api-keys/use-api-keys';
import { EmptyState } from '../../../ui/empty-state';
import { Field } from '../../../ui/mobile/field';
import { SubPage } from '../../../ui/mobile/sub-page';
import { SecurityProofFields } from '../assets/components/security-proof-fields';
import { FieldError } from './field-error';
import '../assets/assets.css';
import './api-keys.css';

/** The change form of one key; turning withdrawal on asks for the proofs, and says no API call withdraws. */
function EditForm({ apiKey, onDone }: { apiKey: TApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useApiKeyEdit(apiKey);
  const { draft, set } = form;
  const save = async () => {
    if (await form.submit()) onDone();
  };
  return (
    <form className="m-form mak-form" onSubmit={(e) => (e.preventDefault(), void save())} data-testid="api-key-edit" noValidate>
      <p className="mak-edit-key"><code dir="ltr">{apiKey.apiKey}</code></p>
      <Field label={t('apiKeys.label')}>
        <Input name="label" value={draft.label} onChange={(v) => set('label', v)} maxLength={API_KEY_LIMITS.labelLength} autoComplete="off" />
      </Field>
      <FieldError messageKey={form.errorOf('label')} />
      <div className="mak-switch">
        <span id="mak-trade">
          <strong>{t('apiKeys.trade')}</strong>
          <span className="mak-choice__hint">{t('apiKeys.tradeHint')}</span>
        </span>
        <Switch checked={draft.canTrade} onChange={(on) => set('canTrade', on)} aria-labelledby="mak-trade" />
      </div>
      <div className="mak-switch">
        <span id="mak-withdraw"><strong>{t('apiKeys.withdraw')}</strong></span>
        <Switch checked={draft.canWithdraw} onChange={(on) => set('canWithdraw', on)} aria-labelledby="mak-withdraw" data-testid="perm-withdraw" />
      </div>
      <p className="mak-alert" role="note">{t('apiKeys.withdrawNote')}</p>
      <Field label={t('apiKeys.ips')}>
        <TextArea name="ipAllow" value={draft.ipAllow} onChange={(v) => set('ipAllow', v)} maxLength={IP_TEXT_MAX} autoSize={{ minRows: 1, maxRows: 4 }} placeholder={t('apiKeys.ipsPlaceholder')} className="mak-ltr" />
      </Field>
      <FieldError messageKey={form.errorOf('ipAllow')} />
      <p className="ma-hint">{t('apiKeys.ipsHint')}</p>
      {form.needsProof && (
        <>
          <p className="ma-hint">{t('apiKeys.withdrawProof')}</p>
          <SecurityProofFields code={draft.code} fundPwd={draft.fundPwd} onCode={(v) => set('code', v)} onFundPwd={(v) => set('fundPwd', v)} sender={form.code} />
          <FieldError messageKey={form.errorOf('code') ?? form.errorOf('fundPwd')} />
        </>
      )}
      <Button block color="primary" size="large" type="submit" loading={form.isPending} className="m-form__submit" data-testid="api-key-save">
        {t('apiKeys.save')}
      </Button>
    </form>
  );
}

/** /security/api-keys/edit?id=: changes one of the user's keys, then back to the list. */
export function ApiKeyEditScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const list = useApiKeys();
  const apiKey = list.data?.find((k) => k.id === id);
  let body;
  if (list.isPending) body = <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>;
  else if (list.isError && !list.data)
    body = (
      <div className="m-center" role="alert">
        <EmptyState description={list.error?.message || t('apiKeys.loadFailed')} />
        <Button size="small" onClick={() => void list.refetch()}>{t('apiKeys.retry')}</Button>
      </div>
    );
  else if (!apiKey) body = <EmptyState description={t('msg:noData')} />;
  else body = <EditForm key={apiKey.id} apiKey={apiKey} onDone={() => navigate('/security/api-keys', { replace: true })} />;
  return (
    <SubPage title={t('apiKeys.editTitle')} backTo="/security/api-keys">
      {body}
    </SubPage>
  );
}
