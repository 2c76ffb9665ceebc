import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { reviewStatusKey } from '../../../../features/assets/record-labels';

const COLORS = { 0: 'warning', 1: 'success', 2: 'danger' } as const;

/** SPEC §4 review status of a deposit or withdrawal. */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const color = COLORS[status as 0 | 1 | 2] ?? 'default';
  return (
    <Tag color={color} fill="outline" className="ma-status" data-status={status}>
      {t(reviewStatusKey(status))}
    </Tag>
  );
}
