import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TLoginLogEntry } from '../../../features/sessions/sessions-api';

/** A session's state as tags: "this device" on the current one, then active, ended or expired. */
export function SessionState({ entry }: { entry: Pick<TLoginLogEntry, 'isCurrent' | 'status'> }) {
  const { t } = useTranslation();
  const color = entry.status === 'active' ? 'success' : 'default';
  return (
    <span className="sl-tags">
      {entry.isCurrent && <Tag color="processing">{t('securityLog.current')}</Tag>}
      <Tag color={color}>{t(`securityLog.status.${entry.status}`)}</Tag>
    </span>
  );
}
