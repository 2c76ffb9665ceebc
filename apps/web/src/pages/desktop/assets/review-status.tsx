import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { reviewStatusKey } from '../../../features/assets/record-labels';

/** 4: a withdrawal approved and being sent on chain, in progress as a pending one. */
const COLORS: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error', 4: 'processing' };

/** SPEC §4 review state of a deposit or withdrawal; a rejection shows the operator's reason on hover. */
export function ReviewStatus({ status, reason }: { status: number; reason?: string }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={COLORS[status] ?? 'default'} className="da-status" data-status={status}>
      {t(reviewStatusKey(status))}
    </Tag>
  );
  return status === 2 && reason ? <Tooltip title={`${t('assets.reason')}: ${reason}`}>{tag}</Tooltip> : tag;
}
