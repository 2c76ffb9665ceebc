import type { ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../features/api/api-error';
import { EmptyState } from '../../../../ui/empty-state';

type TProps = {
  isLoading: boolean;
  error: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
};

/** The loading, error (with the server's message and a retry) and empty states of one query. */
export function QueryState({ isLoading, error, isEmpty, emptyText, onRetry, children }: TProps) {
  const { t } = useTranslation();
  if (isLoading) {
    return (
      <div className="m-center ma-state" role="status" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (error) {
    const message = error instanceof ApiError && error.message ? error.message : t('common.loadFailed');
    return (
      <div className="ma-state ma-state--error" role="alert">
        <EmptyState description={message} />
        {onRetry && (
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {t('assets.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (isEmpty) return <EmptyState description={emptyText ?? t('assets.noRecords')} />;
  return children;
}
