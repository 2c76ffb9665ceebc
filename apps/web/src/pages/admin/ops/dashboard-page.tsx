import { Alert, Card, Col, Row, Statistic, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_DASHBOARD, type TAdminAction } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { useAdminMe } from '../../../features/admin/use-admin-me';

import { AdminPage, formatUtc, ToneTag } from '../../../features/admin/admin-kit';
import { DashboardAlerts } from './dashboard-alerts';

type TDashboard = Awaited<ReturnType<typeof loadDashboard>>;
const loadDashboard = () => adminCall(ADMIN_DASHBOARD, {});

/** What waits and what is owed (issue 18 "Dashboard"): read-only, every figure from the ledger. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['admin', 'ops', 'dashboard'], queryFn: loadDashboard, refetchInterval: 30_000 });
  const data = query.data;
  const me = useAdminMe();
  // A tile opens its queue's screen: only the queues the operator's role may open are shown.
  const queues = (
    [
      { key: 'deposits', to: '/reviews/deposits', action: 'deposits.read' },
      { key: 'withdrawals', to: '/reviews/withdrawals', action: 'withdrawals.read' },
      { key: 'kyc', to: '/reviews/kyc', action: 'kyc.read' },
      { key: 'fiatBuys', to: '/reviews/fiat', action: 'fiat.read' },
      { key: 'fiatSells', to: '/reviews/fiat?view=sell', action: 'fiat.read' },
      { key: 'approvals', to: '/approvals', action: 'approvals.read' },
    ] as const satisfies readonly { key: keyof TDashboard['queues']; to: string; action: TAdminAction }[]
  ).filter((q) => me.data?.actions.includes(q.action));
  return (
    <>
    <AdminPage title={t('ops.dashboard.title')}>
      {query.isError ? <Alert type="error" showIcon message={errorText(query.error)} /> : null}
      <DashboardAlerts />
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('ops.dashboard.queues')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {queues.map((q) => (
          <Col key={q.key} xs={12} md={8} xl={4}>
            <Link to={q.to} data-testid={`dashboard-queue-${q.key}`}>
              <Card size="small" hoverable loading={query.isLoading}>
                <Statistic title={t(`ops.dashboard.queue.${q.key}`)} value={data?.queues[q.key] ?? 0} valueStyle={{ color: (data?.queues[q.key] ?? 0) > 0 ? '#ad4e00' : undefined }} />
              </Card>
            </Link>
          </Col>
        ))}
      </Row>

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('ops.dashboard.liabilities')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('ops.dashboard.liabilitiesHint')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="asset"
        loading={query.isLoading}
        dataSource={data?.liabilities ?? []}
        pagination={false}
        columns={[
          { title: t('ops.asset'), dataIndex: 'asset' },
          { title: t('ops.dashboard.usersHold'), dataIndex: 'users', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.dashboard.backingTotal'), dataIndex: 'backingTotal', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
          {
            title: t('ops.dashboard.backing'),
            dataIndex: 'backing',
            render: (backing: TDashboard['liabilities'][number]['backing']) =>
              backing.length === 0
                ? '—'
                : backing.map((b) => (
                    <ToneTag tone="grey" key={b.account}>
                      {b.account}: <span className="admin-mono">{b.balance}</span>
                    </ToneTag>
                  )),
          },
        ]}
      />

      <Row gutter={16} style={{ marginTop: 24 }}>
        <Col xs={24} xl={14}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('ops.dashboard.volume', { since: data ? formatUtc(data.dayStart) : '' })}
          </Typography.Title>
          <Table
            size="small"
            rowKey="symbol"
            loading={query.isLoading}
            dataSource={data?.volume ?? []}
            pagination={false}
            locale={{ emptyText: <Typography.Text type="secondary">{t('ops.dashboard.noTrades')}</Typography.Text> }}
            columns={[
              { title: t('ops.dashboard.market'), dataIndex: 'symbol', render: (v: string) => v.toUpperCase() },
              { title: t('ops.dashboard.trades'), dataIndex: 'trades', align: 'right' },
              { title: t('ops.dashboard.baseVolume'), dataIndex: 'base', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
              { title: t('ops.dashboard.quoteVolume'), dataIndex: 'quote', align: 'right', render: (v: string, r) => <span className="admin-mono">{`${v} ${r.quoteAsset}`}</span> },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('ops.dashboard.fees')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="asset"
            loading={query.isLoading}
            dataSource={data?.fees ?? []}
            pagination={false}
            locale={{ emptyText: <Typography.Text type="secondary">{t('ops.dashboard.noFees')}</Typography.Text> }}
            columns={[
              { title: t('ops.asset'), dataIndex: 'asset' },
              { title: t('ops.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
            ]}
          />
        </Col>
      </Row>

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 24 }}>
        {t('ops.dashboard.products')}
      </Typography.Title>
      <Table
        size="small"
        rowKey="code"
        loading={query.isLoading}
        dataSource={data?.products ?? []}
        pagination={false}
        columns={[
          { title: t('ops.dashboard.product'), dataIndex: 'code' },
          { title: t('ops.dashboard.state'), dataIndex: 'enabled', render: (on: boolean) => <ToneTag tone={on ? 'green' : 'grey'}>{t(on ? 'ops.dashboard.on' : 'ops.dashboard.off')}</ToneTag> },
          { title: t('ops.dashboard.kycLevel'), dataIndex: 'kycLevel', render: (v: number) => t(v > 0 ? 'ops.dashboard.kycNeeded' : 'ops.dashboard.kycNone') },
          { title: t('ops.dashboard.restricted'), dataIndex: 'restrictedCountries', render: (v: string[]) => (v.length ? v.join(', ') : '—') },
        ]}
      />
    </AdminPage>
    </>
  );
}
