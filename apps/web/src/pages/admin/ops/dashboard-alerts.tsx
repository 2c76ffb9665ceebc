import { Alert, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_ALERTS, type TAdminAlert } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { formatUtc, ToneTag } from '../../../features/admin/admin-kit';

/** The kinds the server raises today; another kind shows as its own code. */
const KNOWN_KINDS = ['settlement-job', 'house-shortfall', 'seconds-shortfall'];

/**
 * The open operator alerts on the dashboard (issue 24): what the server keeps retrying or cannot
 * pay on its own, newest first, with how many are open. Read-only: an alert closes by itself when
 * its job succeeds or its payout is made (after funding the house, for instance).
 */
export function DashboardAlerts() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['admin', 'ops', 'dashboard', 'alerts'], queryFn: () => adminCall(ADMIN_ALERTS, {}), refetchInterval: 30_000 });
  const total = query.data?.total ?? 0;
  return (
    <section aria-labelledby="dashboard-alerts" data-testid="dashboard-alerts">
      <Typography.Title level={2} id="dashboard-alerts" style={{ fontSize: 16 }}>
        {t('ops.dashboard.alerts.title', { total })}
      </Typography.Title>
      {query.isError ? <Alert type="error" showIcon message={errorText(query.error)} /> : null}
      {total > 0 ? <Typography.Paragraph type="secondary">{t('ops.dashboard.alerts.hint')}</Typography.Paragraph> : null}
      <Table<TAdminAlert>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.list ?? []}
        pagination={false}
        locale={{ emptyText: <Typography.Text type="secondary">{t('ops.dashboard.alerts.none')}</Typography.Text> }}
        columns={[
          {
            title: t('ops.dashboard.alerts.kind'),
            dataIndex: 'kind',
            render: (v: string) => <ToneTag tone={v === 'settlement-job' ? 'orange' : 'red'}>{KNOWN_KINDS.includes(v) ? t(`ops.dashboard.alerts.kinds.${v}`) : v}</ToneTag>,
          },
          { title: t('ops.dashboard.alerts.subject'), dataIndex: 'subject', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.dashboard.alerts.message'), dataIndex: 'message' },
          { title: t('ops.dashboard.alerts.raised'), dataIndex: 'count', align: 'right' },
          { title: t('ops.dashboard.alerts.since'), dataIndex: 'firstAt', render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span> },
          { title: t('ops.dashboard.alerts.last'), dataIndex: 'lastAt', render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span> },
        ]}
      />
    </section>
  );
}
