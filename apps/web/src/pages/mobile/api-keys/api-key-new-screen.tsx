import { Button, Checkbox, Input, Radio, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@exchange/contracts';
import { ED25519_COMMANDS, IP_TEXT_MAX, PUBLIC_KEY_MAX } from '../../../features/api-keys/api-key-form';
import { useApiKeyCreate } from '../../../features/api-keys/use-api-key-create';
import { Field } from '../../../ui/mobile/field';
import { SubPage } from '../../../ui/mobile/sub-page';
import { SecurityProofFields } from '../assets/components/security-proof-fields';
import { ApiKeySecret } from './api-key-secret';
import { FieldError } from './field-error';
import '../assets/assets.css';
import './api-keys.css';

/**
 * /security/api-keys/new: a new key (label, kind, trade permission, allowed addresses, fund
 * password and code), then its secret, shown once on this screen (never in the address).
 */
export function ApiKeyNewScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useApiKeyCreate();
  const { draft, set } = form;
  const toList = () => navigate('/security/api-keys', { replace: true });
  return (
    <SubPage title={t('apiKeys.create')} backTo="/security/api-keys">
      {form.created ? (
        <ApiKeySecret created={form.created} onDone={toList} />
      ) : (
        <form className="m-form mak-form" onSubmit={(e) => (e.preventDefault(), void form.submit())} data-testid="api-key-create" noValidate>
          <Field label={t('apiKeys.label')}>
            <Input name="label" value={draft.label} onChange={(v) => set('label', v)} maxLength={API_KEY_LIMITS.labelLength} placeholder={t('apiKeys.labelPlaceholder')} autoComplete="off" />
          </Field>
          <FieldError messageKey={form.errorOf('label')} />
          <fieldset className="mak-fieldset">
            <legend className="m-field__label">{t('apiKeys.kind')}</legend>
            <Radio.Group value={draft.kind} onChange={(v) => set('kind', v as typeof draft.kind)}>
              <Radio value="hmac" className="mak-choice" data-testid="kind-hmac">
                <strong>{t('apiKeys.hmacTitle')}</strong>
                <span className="mak-choice__hint">{t('apiKeys.hmacHint')}</span>
              </Radio>
              <Radio value="ed25519" className="mak-choice" data-testid="kind-ed25519">
                <strong>{t('apiKeys.ed25519Title')}</strong>
                <span className="mak-choice__hint">{t('apiKeys.ed25519Hint')}</span>
              </Radio>
            </Radio.Group>
          </fieldset>
          {draft.kind === 'ed25519' && (
            <>
              <Field label={t('apiKeys.publicKey')}>
                <TextArea
                  name="publicKey"
                  value={draft.publicKey}
                  onChange={(v) => set('publicKey', v)}
                  maxLength={PUBLIC_KEY_MAX}
                  autoSize={{ minRows: 3, maxRows: 6 }}
                  placeholder="-----BEGIN PUBLIC KEY-----"
                  className="mak-mono"
                />
              </Field>
              <FieldError messageKey={form.errorOf('publicKey')} />
              <p className="ma-hint">{t('apiKeys.publicKeyHint')}</p>
              <pre className="mak-cmd" dir="ltr">{ED25519_COMMANDS}</pre>
            </>
          )}
          <fieldset className="mak-fieldset">
            <legend className="m-field__label">{t('apiKeys.permissions')}</legend>
            <Checkbox checked disabled className="mak-choice">
              <strong>{t('apiKeys.read')}</strong>
              <span className="mak-choice__hint">{t('apiKeys.readHint')}</span>
            </Checkbox>
            <Checkbox checked={draft.canTrade} onChange={(on) => set('canTrade', on)} className="mak-choice" data-testid="perm-trade">
              <strong>{t('apiKeys.trade')}</strong>
              <span className="mak-choice__hint">{t('apiKeys.tradeHint')}</span>
            </Checkbox>
          </fieldset>
          <Field label={t('apiKeys.ips')}>
            <TextArea name="ipAllow" value={draft.ipAllow} onChange={(v) => set('ipAllow', v)} maxLength={IP_TEXT_MAX} autoSize={{ minRows: 1, maxRows: 4 }} placeholder={t('apiKeys.ipsPlaceholder')} className="mak-ltr" />
          </Field>
          <FieldError messageKey={form.errorOf('ipAllow')} />
          <p className="ma-hint">{t('apiKeys.ipsHint')}</p>
          <p className="ma-hint">{t('apiKeys.createProof')}</p>
          <SecurityProofFields code={draft.code} fundPwd={draft.fundPwd} onCode={(v) => set('code', v)} onFundPwd={(v) => set('fundPwd', v)} sender={form.code} />
          <FieldError messageKey={form.errorOf('code') ?? form.errorOf('fundPwd')} />
          <Button block color="primary" size="large" type="submit" loading={form.isPending} className="m-form__submit" data-testid="api-key-submit">
            {t('apiKeys.submit')}
          </Button>
        </form>
      )}
    </SubPage>
  );
}
