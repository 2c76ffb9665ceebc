import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/desktop/spinner';

/** Loading, failed (with retry) and empty, the way every fiat screen of the desktop shows them. */
export function FiatLoading() {
  return <Spinner />;
}

export function FiatFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pcq-state" role="alert">
      <EmptyState description={t('fiat.loadFailed')} />
      <Button onClick={onRetry}>{t('fiat.retry')}</Button>
    </div>
  );
}

export function FiatEmpty({ text }: { text: string }) {
  return <EmptyState description={text} />;
}
