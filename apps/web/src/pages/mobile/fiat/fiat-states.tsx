import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Loading, failed (with retry) and empty, the way every fiat screen shows them. */
export function FiatLoading() {
  return (
    <div className="m-center" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

export function FiatFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="m-center" role="alert">
      <EmptyState description={t('fiat.loadFailed')} />
      <Button size="small" onClick={onRetry}>
        {t('fiat.retry')}
      </Button>
    </div>
  );
}

export function FiatEmpty({ text }: { text: string }) {
  return <EmptyState description={text} />;
}
