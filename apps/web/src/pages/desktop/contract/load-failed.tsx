import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../features/api/api-error';

/** A contract list or dialog that could not load: the server's (localized) reason, or the generic one, and a retry. */
export function LoadFailed({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError && error.message ? error.message : t('contract.loadFailed');
  return (
    <Alert
      type="error"
      showIcon
      className="pcc-failed"
      title={message}
      data-testid={testId}
      action={
        <Button size="small" onClick={onRetry}>
          {t('contract.retry')}
        </Button>
      }
    />
  );
}
