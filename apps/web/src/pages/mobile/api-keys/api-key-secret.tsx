import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TCreatedApiKey } from '../../../features/api-keys/api-keys-api';
import { CopyValue } from './copy-value';

/**
 * The key just created, shown once: its API key and, for an HMAC key, the secret with the warning
 * that it will not be shown again; for Ed25519, that the private key stays on the user's machine.
 */
export function ApiKeySecret({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const isHmac = created.kind === 'hmac';
  return (
    <div className="m-form mak-secret" data-testid="api-key-secret" data-kind={created.kind}>
      <div className={isHmac ? 'mak-alert mak-alert--warning' : 'mak-alert'} role={isHmac ? 'alert' : 'status'}>
        <strong>{t(isHmac ? 'apiKeys.secretTitle' : 'apiKeys.ed25519Ready')}</strong>
        <p>{t(isHmac ? 'apiKeys.secretWarning' : 'apiKeys.ed25519Done')}</p>
      </div>
      <p className="mak-secret__label">{t('apiKeys.label')}</p>
      <p className="mak-secret__plain">{created.label}</p>
      <p className="mak-secret__label">{t('apiKeys.apiKey')}</p>
      <div className="mak-secret__value">
        <code dir="ltr" data-testid="created-api-key">{created.apiKey}</code>
        <CopyValue text={created.apiKey} label={t('apiKeys.copyKey')} />
      </div>
      {isHmac && (
        <>
          <p className="mak-secret__label">{t('apiKeys.secret')}</p>
          <div className="mak-secret__value">
            <code dir="ltr" data-testid="created-secret">{created.secret}</code>
            <CopyValue text={created.secret} label={t('apiKeys.copySecret')} />
          </div>
        </>
      )}
      <Button block color="primary" size="large" onClick={onDone} className="m-form__submit" data-testid="secret-saved">
        {t(isHmac ? 'apiKeys.saved' : 'apiKeys.done')}
      </Button>
    </div>
  );
}
