import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state';

/** Loading, failed (with retry) and empty, the way every fund list shows them. */
export function FundLoading() {
  return (
    <div className="m-center" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

export function FundFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="m-center" role="alert">
      <EmptyState description={t('fund.loadFailed')} />
      <Button size="small" onClick={onRetry}>
        {t('fund.retry')}
      </Button>
    </div>
  );
}

export function FundEmpty({ text }: { text: string }) {
  return <EmptyState description={text} />;
}
