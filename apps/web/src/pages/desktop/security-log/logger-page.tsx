import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import { Alert, Button, Empty, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { deviceLabel } from '../../../features/sessions/device-label';
import type { TLoginLogEntry } from '../../../features/sessions/sessions-api';
import { useEndSession, useLoginLog } from '../../../features/sessions/use-login-log';
import { LoginFailures } from './login-failures';
import { SessionState } from './session-state';
import './security-log.css';

const PAGE_SIZE = 10;

/**
 * /setting/logger: the user's recent logins and sessions (time, address, device, state), the
 * current one marked, each active one with "end this session" behind a confirmation. Ending the
 * current one logs out.
 */
export function LoggerPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const [ending, setEnding] = useState<TLoginLogEntry | null>(null);
  const log = useLoginLog(page, PAGE_SIZE);
  const end = useEndSession('/home');
  const totalRow = log.data?.totalRow ?? 0;
  const columns: ColumnsType<TLoginLogEntry> = [
    { key: 'time', title: t('securityLog.loginTime'), className: 'sl-nowrap', render: (_, s) => <bdi>{formatDateTime(s.loginTime, lang)}</bdi> },
    { key: 'ip', title: t('securityLog.address'), render: (_, s) => <bdi dir="ltr">{s.ip || '—'}</bdi> },
    { key: 'device', title: t('securityLog.device'), render: (_, s) => <bdi dir="ltr">{deviceLabel(s) ?? t('securityLog.unknownDevice')}</bdi> },
    { key: 'seen', title: t('securityLog.lastActive'), className: 'sl-nowrap', render: (_, s) => <bdi>{formatDateTime(s.endTime ?? s.lastSeenTime, lang)}</bdi> },
    { key: 'state', title: t('securityLog.state'), render: (_, s) => <SessionState entry={s} /> },
    {
      key: 'action',
      title: t('securityLog.action'),
      align: 'end',
      render: (_, s) =>
        s.status === 'active' ? (
          <Button size="small" type="link" danger className="sl-end" onClick={() => setEnding(s)} data-testid={`end-${s.id}`}>
            {t('securityLog.end')}
          </Button>
        ) : null,
    },
  ];
  return (
    <section className="pc-card pc-section" data-testid="login-log" data-state={log.isPending ? 'loading' : 'ready'} data-total={totalRow}>
      <h1 className="pc-page__title">{t('pc.setting.logger')}</h1>
      <p className="pc-muted">{t('securityLog.intro')}</p>
      {log.isError && !log.data ? (
        <Alert type="error" showIcon title={log.error.message || t('securityLog.loadFailed')} action={<Button size="small" onClick={() => void log.refetch()}>{t('securityLog.retry')}</Button>} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={log.data?.list ?? []}
          loading={log.isPending}
          rowClassName={(s) => (s.isCurrent ? 'sl-row--current' : '')}
          onRow={(s) => ({ 'data-session-id': s.id, 'data-current': s.isCurrent, 'data-status': s.status }) as HTMLAttributes<HTMLElement>}
          locale={{ emptyText: log.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('securityLog.empty')} /> }}
          pagination={totalRow > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: totalRow, onChange: setPage, showSizeChanger: false } : false}
        />
      )}
      <LoginFailures />
      <Modal
        open={ending !== null}
        title={t('securityLog.endTitle')}
        okText={t('securityLog.end')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, loading: end.isPending, id: 'end-confirm' }}
        onCancel={() => setEnding(null)}
        onOk={() => {
          if (!ending) return;
          end.mutate(ending, { onSettled: () => setEnding(null) });
        }}
      >
        {ending && (
          <p>
            {t(ending.isCurrent ? 'securityLog.endCurrentText' : 'securityLog.endText', {
              device: deviceLabel(ending) ?? t('securityLog.unknownDevice'),
              time: formatDateTime(ending.loginTime, lang),
            })}
          </p>
        )}
      </Modal>
    </section>
  );
}
