import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { deviceLabel } from '../../../features/sessions/device-label';
import type { TLoginLogEntry } from '../../../features/sessions/sessions-api';

/** One login: device, address, times and state; "end this session" on an active one. */
export function SessionCard({ entry, onEnd }: { entry: TLoginLogEntry; onEnd: (entry: TLoginLogEntry) => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <li className={entry.isCurrent ? 'msl-card msl-card--current' : 'msl-card'} data-session-id={entry.id} data-current={entry.isCurrent} data-status={entry.status}>
      <div className="msl-card__head">
        <bdi dir="ltr" className="msl-card__device">{deviceLabel(entry) ?? t('securityLog.unknownDevice')}</bdi>
        <span className="msl-card__tags">
          {entry.isCurrent && <Tag color="primary" fill="outline">{t('securityLog.current')}</Tag>}
          <Tag color={entry.status === 'active' ? 'success' : 'default'} fill="outline">{t(`securityLog.status.${entry.status}`)}</Tag>
        </span>
      </div>
      <dl className="msl-card__facts">
        <dt>{t('securityLog.loginTime')}</dt>
        <dd><bdi>{formatDateTime(entry.loginTime, lang)}</bdi></dd>
        <dt>{t('securityLog.address')}</dt>
        <dd><bdi dir="ltr">{entry.ip || '—'}</bdi></dd>
        <dt>{t('securityLog.lastActive')}</dt>
        <dd><bdi>{formatDateTime(entry.endTime ?? entry.lastSeenTime, lang)}</bdi></dd>
      </dl>
      {entry.status === 'active' && (
        <Button size="small" color="danger" fill="outline" onClick={() => onEnd(entry)} data-testid={`end-${entry.id}`}>
          {t('securityLog.end')}
        </Button>
      )}
    </li>
  );
}
