import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCopyValue } from '../../../features/fiat/use-fiat-views';

/** One line of the collection details: its label, the value (left to right) and a copy button. */
export function CopyLine({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = useCopyValue();
  return (
    <div className="pcq-copy">
      <dt>{label}</dt>
      <dd>
        <bdi dir="ltr" data-testid={testId}>{value}</bdi>
        <Button size="small" onClick={() => void copy(value)} aria-label={`${t('fiat.order.copy')} ${label}`}>
          {t('fiat.order.copy')}
        </Button>
      </dd>
    </div>
  );
}
