import { Alert, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@exchange/contracts';
import { IP_TEXT_MAX } from '../../../features/api-keys/api-key-form';
import type { TApiKey } from '../../../features/api-keys/api-keys-api';
import { useApiKeyEdit } from '../../../features/api-keys/use-api-key-edit';
import { Field } from '../assets/field';
import { SecurityProofFields } from '../assets/security-proof-fields';

type TProps = { apiKey: TApiKey; onClose: () => void };

/**
 * Changes one key: label, trade permission, allowed addresses, and the withdrawal permission. Turning
 * withdrawal on asks for the fund password and a code; the dialog says plainly that no API call
 * withdraws today, so the permission is only recorded.
 */
export function ApiKeyEditModal({ apiKey, onClose }: TProps) {
  const { t } = useTranslation();
  const form = useApiKeyEdit(apiKey);
  const { draft, set } = form;
  const shown = (field: Parameters<typeof form.errorOf>[0]) => {
    const key = form.errorOf(field);
    return key ? t(`msg:${key}`) : null;
  };
  const save = async () => {
    if (await form.submit()) onClose();
  };
  return (
    <Modal
      open
      title={t('apiKeys.editTitle')}
      okText={t('apiKeys.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: form.isPending, htmlType: 'submit', form: 'api-key-edit', id: 'api-key-save' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <form id="api-key-edit" className="da-form ak-form" onSubmit={(e) => (e.preventDefault(), void save())} data-testid="api-key-edit" noValidate>
        <Field label={t('apiKeys.label')} htmlFor="api-key-edit-label" error={shown('label')}>
          <Input
            id="api-key-edit-label"
            name="label"
            maxLength={API_KEY_LIMITS.labelLength}
            value={draft.label}
            status={shown('label') ? 'error' : undefined}
            onChange={(e) => set('label', e.target.value)}
            autoComplete="off"
          />
        </Field>
        <div className="ak-switch">
          <label htmlFor="api-key-edit-trade">
            <strong>{t('apiKeys.trade')}</strong>
            <span className="ak-kind__hint">{t('apiKeys.tradeHint')}</span>
          </label>
          <Switch id="api-key-edit-trade" checked={draft.canTrade} onChange={(on) => set('canTrade', on)} />
        </div>
        <div className="ak-switch">
          <label htmlFor="api-key-edit-withdraw">
            <strong>{t('apiKeys.withdraw')}</strong>
          </label>
          <Switch id="api-key-edit-withdraw" checked={draft.canWithdraw} onChange={(on) => set('canWithdraw', on)} data-testid="perm-withdraw" />
        </div>
        <Alert type="info" showIcon title={t('apiKeys.withdrawNote')} />
        <Field label={t('apiKeys.ips')} htmlFor="api-key-edit-ips" error={shown('ipAllow')} hint={t('apiKeys.ipsHint')}>
          <Input.TextArea
            id="api-key-edit-ips"
            name="ipAllow"
            className="ak-ltr"
            rows={2}
            maxLength={IP_TEXT_MAX}
            value={draft.ipAllow}
            status={shown('ipAllow') ? 'error' : undefined}
            onChange={(e) => set('ipAllow', e.target.value)}
            placeholder={t('apiKeys.ipsPlaceholder')}
            spellCheck={false}
          />
        </Field>
        {form.needsProof && (
          <>
            <p className="pc-muted da-note">{t('apiKeys.withdrawProof')}</p>
            <SecurityProofFields
              idPrefix="api-key-edit"
              code={draft.code}
              fundPwd={draft.fundPwd}
              onCode={(v) => set('code', v)}
              onFundPwd={(v) => set('fundPwd', v)}
              sender={form.code}
              codeError={shown('code')}
              fundPwdError={shown('fundPwd')}
            />
          </>
        )}
      </form>
    </Modal>
  );
}
