import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TCreatedApiKey } from '../../../features/api-keys/api-keys-api';
import { CopyValue } from './copy-value';

/**
 * The key just created, shown once: its API key and, for an HMAC key, its secret, with a clear
 * warning that the secret will not be shown again (the server keeps it sealed and never answers it).
 * For an Ed25519 key there is no secret: the private key stayed on the user's machine.
 */
export function ApiKeySecret({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation();
  const isHmac = created.kind === 'hmac';
  return (
    <div className="ak-secret" data-testid="api-key-secret" data-kind={created.kind}>
      <Alert
        type={isHmac ? 'warning' : 'success'}
        showIcon
        title={t(isHmac ? 'apiKeys.secretTitle' : 'apiKeys.ed25519Ready')}
        description={t(isHmac ? 'apiKeys.secretWarning' : 'apiKeys.ed25519Done')}
      />
      <dl className="ak-secret__values">
        <dt>{t('apiKeys.label')}</dt>
        <dd>{created.label}</dd>
        <dt>{t('apiKeys.apiKey')}</dt>
        <dd className="ak-secret__value">
          <code dir="ltr" data-testid="created-api-key">{created.apiKey}</code>
          <CopyValue text={created.apiKey} label={t('apiKeys.copyKey')} isWide />
        </dd>
        {isHmac && (
          <>
            <dt>{t('apiKeys.secret')}</dt>
            <dd className="ak-secret__value">
              <code dir="ltr" data-testid="created-secret">{created.secret}</code>
              <CopyValue text={created.secret} label={t('apiKeys.copySecret')} isWide />
            </dd>
          </>
        )}
      </dl>
      <Button type="primary" size="large" onClick={onDone} data-testid="secret-saved">
        {t(isHmac ? 'apiKeys.saved' : 'apiKeys.done')}
      </Button>
    </div>
  );
}
