import { Alert, Form, Input, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_FIAT_LATE, ADMIN_FIAT_LATE_DECIDE, LIMITS, type TAdminFiatLate, UTR_PATTERN } from '@exchange/contracts';
import { adminCall, errorText } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, ToneTag, useAdminWrite } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { AwaitingTag, QueueTabs, RowActions, usePage } from '../../../features/admin/ops-kit';

const KEY = ['admin', 'ops', 'fiat-late'] as const;
const VIEWS = ['review', 'credited', 'refunded'] as const;
type TView = (typeof VIEWS)[number];

/**
 * Fiat payments that arrived after their buy order closed (issue 24): never dropped, each waits
 * here until a reviewer credits it (the order's USDT from the treasury, once; above the two-person
 * threshold a second reviewer approves) or records its refund with the bank reference.
 */
export default function FiatLatePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view: TView = (VIEWS as readonly string[]).includes(search.get('view') ?? '') ? (search.get('view') as TView) : 'review';
  const page = usePage(20);
  const canDecide = useCan('fiat.decide');
  const query = useQuery({ queryKey: [...KEY, view], queryFn: () => adminCall(ADMIN_FIAT_LATE, { state: view }) });
  const decide = useAdminWrite(ADMIN_FIAT_LATE_DECIDE, [KEY, ['admin', 'ops', 'dashboard']]);
  const isOpen = view === 'review';
  return (
    <>
    <AdminPage title={t('ops.fiatLate.title')}>
      <Typography.Paragraph type="secondary">{t('ops.fiatLate.hint')}</Typography.Paragraph>
      <QueueTabs activeKey={view} onSelect={(k) => setSearch({ view: k })} page={page} items={VIEWS.map((k) => ({ key: k, label: t(`ops.fiatLate.view.${k}`) }))} />
      {query.isError ? <Alert type="error" showIcon message={errorText(query.error)} /> : null}
      <Table<TAdminFiatLate>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={query.data?.list ?? []}
        pagination={{ current: page.pageNo, pageSize: page.pageSize, showSizeChanger: false, hideOnSinglePage: true, onChange: (p) => page.setPageNo(p) }}
        locale={{ emptyText: <Typography.Text type="secondary">{t(`ops.fiatLate.empty.${view}`)}</Typography.Text> }}
        columns={[
          { title: t('ops.id'), dataIndex: 'id' },
          { title: t('ops.fiatLate.order'), dataIndex: 'orderId', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.userCol'), dataIndex: 'userId', render: (v: string) => <Link to={`/users/${v}`}>{v}</Link> },
          { title: t('ops.fiatLate.paid'), key: 'paid', align: 'right', render: (_: unknown, r) => <span className="admin-mono" style={{ whiteSpace: 'nowrap' }}>{`${r.amount} ${r.currency}`}</span> },
          { title: t('ops.fiat.utr'), dataIndex: 'utr', render: (v: string) => <span className="admin-mono">{v || '—'}</span> },
          { title: t('ops.fiatLate.received'), dataIndex: 'receivedAt', render: (v: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatUtc(v)}</span> },
          isOpen
            ? {
                title: t('ops.actions'),
                key: 'actions',
                render: (_: unknown, r) => (
                  <RowActions>
                    <AwaitingTag approvalId={r.awaitingApproval} />
                    {canDecide && !r.awaitingApproval ? (
                      <ReasonButton
                        type="primary"
                        label={t('ops.fiatLate.credit')}
                        title={t('ops.fiatLate.creditTitle', { id: r.id, order: r.orderId })}
                        testId={`fiat-late-credit-${r.id}`}
                        onConfirm={(reason) => decide.mutateAsync({ id: r.id, decision: 'credit', reason })}
                      />
                    ) : null}
                    {canDecide ? (
                      <ReasonButton
                        danger
                        label={t('ops.fiatLate.refund')}
                        title={t('ops.fiatLate.refundTitle', { id: r.id, amount: `${r.amount} ${r.currency}` })}
                        testId={`fiat-late-refund-${r.id}`}
                        extraFields={
                          <Form.Item name="bankRef" label={t('ops.fiatLate.bankRef')} rules={[{ required: true, pattern: UTR_PATTERN, message: t('ops.fiatLate.bankRefRule') }]}>
                            <Input className="admin-mono" maxLength={LIMITS.utrMaxLength} />
                          </Form.Item>
                        }
                        onConfirm={(reason, values) => decide.mutateAsync({ id: r.id, decision: 'refund', reason, bankRef: (values.bankRef ?? '').trim() })}
                      />
                    ) : null}
                  </RowActions>
                ),
              }
            : {
                title: t('ops.fiatLate.decision'),
                key: 'decision',
                render: (_: unknown, r) => (
                  <>
                    <ToneTag tone={r.state === 'credited' ? 'green' : 'orange'}>{t(`ops.fiatLate.view.${r.state}`)}</ToneTag>
                    {r.bankRef ? <span className="admin-mono">{r.bankRef} </span> : null}
                    <span>{`${r.decidedBy} · ${formatUtc(r.decidedAt)} · ${r.reason}`}</span>
                  </>
                ),
              },
        ]}
      />
    </AdminPage>
    </>
  );
}
