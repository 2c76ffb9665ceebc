import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { reviewStatusKey } from '../../../../features/assets/record-labels';

/** 4: a withdrawal approved and being sent on chain, in progress as a pending one, in the primary blue. */
const COLORS = { 0: 'warning', 1: 'success', 2: 'danger', 4: 'primary' } as const;

/** SPEC §4 review status of a deposit or withdrawal. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = COLORS[status as keyof typeof COLORS] ?? 'default';
  return (
    <Tag color={color} fill="outline" className="ma-status" data-status={status}>
      {t(reviewStatusKey(status))}
    </Tag>
  );
}
