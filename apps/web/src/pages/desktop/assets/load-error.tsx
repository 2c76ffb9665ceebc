import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../features/api/api-error';

/** A section that could not load: the server's (localized) reason, or the generic one, and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('common.loadFailed');
  return (
    <Alert
      type="error"
      showIcon
      className="da-load-error"
      title={message}
      action={
        <Button size="small" onClick={onRetry}>
          {t('assets.retry')}
        </Button>
      }
    />
  );
}
