import { Button, Checkbox, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { API_KEY_LIMITS } from '@exchange/contracts';
import { ED25519_COMMANDS, IP_TEXT_MAX, PUBLIC_KEY_MAX } from '../../../features/api-keys/api-key-form';
import type { useApiKeyCreate } from '../../../features/api-keys/use-api-key-create';
import { Field } from '../assets/field';
import { SecurityProofFields } from '../assets/security-proof-fields';

type TProps = { form: ReturnType<typeof useApiKeyCreate>; onCancel: () => void };

/**
 * A new key: label, kind (HMAC, whose secret the server makes, or Ed25519 with the user's own public
 * key), the trade permission, the allowed addresses, then the fund password and a code. Each bad
 * field says the server's own message under it once the user has tried to create.
 */
export function ApiKeyCreateForm({ form, onCancel }: TProps) {
  const { t } = useTranslation();
  const { draft, set } = form;
  const shown = (field: Parameters<typeof form.errorOf>[0]) => {
    const key = form.errorOf(field);
    return key ? t(`msg:${key}`) : null;
  };
  return (
    <form className="da-form ak-form" onSubmit={(e) => (e.preventDefault(), void form.submit())} data-testid="api-key-create" noValidate>
      <Field label={t('apiKeys.label')} htmlFor="api-key-label" error={shown('label')} hint={t('apiKeys.labelHint')}>
        <Input
          id="api-key-label"
          name="label"
          size="large"
          maxLength={API_KEY_LIMITS.labelLength}
          value={draft.label}
          status={shown('label') ? 'error' : undefined}
          onChange={(e) => set('label', e.target.value)}
          placeholder={t('apiKeys.labelPlaceholder')}
          autoComplete="off"
        />
      </Field>
      <fieldset className="ak-fieldset">
        <legend className="da-field__label">{t('apiKeys.kind')}</legend>
        <Radio.Group className="ak-kinds" value={draft.kind} onChange={(e) => set('kind', e.target.value as typeof draft.kind)}>
          <Radio value="hmac" className="ak-kind" data-testid="kind-hmac">
            <strong>{t('apiKeys.hmacTitle')}</strong>
            <span className="ak-kind__hint">{t('apiKeys.hmacHint')}</span>
          </Radio>
          <Radio value="ed25519" className="ak-kind" data-testid="kind-ed25519">
            <strong>{t('apiKeys.ed25519Title')}</strong>
            <span className="ak-kind__hint">{t('apiKeys.ed25519Hint')}</span>
          </Radio>
        </Radio.Group>
      </fieldset>
      {draft.kind === 'ed25519' && (
        <Field label={t('apiKeys.publicKey')} htmlFor="api-key-public" error={shown('publicKey')} hint={
            <>
              {t('apiKeys.publicKeyHint')}
              <pre className="ak-cmd" dir="ltr">{ED25519_COMMANDS}</pre>
            </>
          }>
          <Input.TextArea
            id="api-key-public"
            name="publicKey"
            dir="ltr"
            className="ak-mono"
            rows={4}
            maxLength={PUBLIC_KEY_MAX}
            value={draft.publicKey}
            status={shown('publicKey') ? 'error' : undefined}
            onChange={(e) => set('publicKey', e.target.value)}
            placeholder={'-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----'}
            spellCheck={false}
          />
        </Field>
      )}
      <fieldset className="ak-fieldset">
        <legend className="da-field__label">{t('apiKeys.permissions')}</legend>
        <Checkbox checked disabled className="ak-perm">
          <strong>{t('apiKeys.read')}</strong> <span className="ak-kind__hint">{t('apiKeys.readHint')}</span>
        </Checkbox>
        <Checkbox checked={draft.canTrade} onChange={(e) => set('canTrade', e.target.checked)} className="ak-perm" data-testid="perm-trade">
          <strong>{t('apiKeys.trade')}</strong> <span className="ak-kind__hint">{t('apiKeys.tradeHint')}</span>
        </Checkbox>
      </fieldset>
      <Field label={t('apiKeys.ips')} htmlFor="api-key-ips" error={shown('ipAllow')} hint={t('apiKeys.ipsHint')}>
        <Input.TextArea
          id="api-key-ips"
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
      <p className="pc-muted da-note">{t('apiKeys.createProof')}</p>
      <SecurityProofFields
        idPrefix="api-key"
        code={draft.code}
        fundPwd={draft.fundPwd}
        onCode={(v) => set('code', v)}
        onFundPwd={(v) => set('fundPwd', v)}
        sender={form.code}
        codeError={shown('code')}
        fundPwdError={shown('fundPwd')}
      />
      <div className="da-buttons">
        <Button type="primary" size="large" htmlType="submit" loading={form.isPending} data-testid="api-key-submit">
          {t('apiKeys.submit')}
        </Button>
        <Button size="large" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
