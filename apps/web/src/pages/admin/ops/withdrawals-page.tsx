import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_WITHDRAWAL_APPROVE, ADMIN_WITHDRAWAL_REJECT, ADMIN_WITHDRAWALS, LIMITS } from '@exchange/contracts';
import { AdminPage, formatUtc, ReasonButton } from '../../../features/admin/admin-kit';
import { AwaitingTag, ReviewTag, PagedTable, RowActions, useReviewQueue } from '../../../features/admin/ops-kit';

const KEY = ['admin', 'ops', 'withdrawals'] as const;

/**
 * Withdrawals to review: pay (optional chain tx hash) or reject with a reason, once. A payout above
 * the two-person threshold waits for a second reviewer and says so here, so nobody asks twice.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const { status, page, query, canDecide, approve, reject, tabs } = useReviewQueue({ key: KEY, list: ADMIN_WITHDRAWALS, approve: ADMIN_WITHDRAWAL_APPROVE, reject: ADMIN_WITHDRAWAL_REJECT, permission: 'withdrawals.decide', initialStatus: 0, pageSize: 20 });
  type TRow = NonNullable<typeof query.data>['list'][number];
  return (
    <>
    <AdminPage title={t('ops.withdrawals.title')}>
      {tabs([0, 4, 1, 2], (s) => t(`ops.reviewStatus.withdrawal.${s}`))}
      <PagedTable
        query={query}
        page={page}
        columns={[
          { title: t('ops.id'), dataIndex: 'id' },
          { title: t('ops.userCol'), dataIndex: 'uid', render: (uid: string, r: TRow) => <Link to={`/users/${r.userId}`}>{uid}</Link> },
          { title: t('ops.asset'), key: 'asset', render: (_: unknown, r: TRow) => `${r.currency} · ${String(r.chain)}` },
          { title: t('ops.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.withdrawals.fee'), dataIndex: 'fee', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.withdrawals.value'), dataIndex: 'usdtValue', align: 'right', render: (v: string | null) => <span className="admin-mono">{v ?? t('ops.withdrawals.noPrice')}</span> },
          { title: t('ops.withdrawals.address'), dataIndex: 'address', render: (v: unknown) => <span className="admin-mono">{String(v)}</span> },
          { title: t('ops.time'), dataIndex: 'time', render: (v: number) => formatUtc(v) },
          ...(status === 0
            ? [
                {
                  title: t('ops.actions'),
                  key: 'actions',
                  render: (_: unknown, r: TRow) => (
                    <RowActions>
                      <AwaitingTag approvalId={r.awaitingApproval} />
                      {canDecide && !r.awaitingApproval ? (
                        <>
                          <ReasonButton
                            type="primary"
                            label={t('ops.withdrawals.pay')}
                            title={t('ops.withdrawals.payTitle', { id: r.id, amount: `${r.amount} ${r.currency}` })}
                            testId={`withdrawal-approve-${r.id}`}
                            extraFields={
                              <Form.Item name="txHash" label={t('ops.withdrawals.txHashOptional')} rules={[{ max: 128 }]}>
                                <Input className="admin-mono" maxLength={LIMITS.txHashMaxLength} />
                              </Form.Item>
                            }
                            onConfirm={(reason, values) => approve.mutateAsync({ id: r.id, reason, txHash: (values.txHash ?? '').trim() })}
                          />
                          <ReasonButton danger label={t('ops.reject')} title={t('ops.withdrawals.rejectTitle', { id: r.id })} testId={`withdrawal-reject-${r.id}`} onConfirm={(reason) => reject.mutateAsync({ id: r.id, reason })} />
                        </>
                      ) : null}
                    </RowActions>
                  ),
                },
              ]
            : [
                { title: t('ops.status'), dataIndex: 'status', render: (v: number) => <ReviewTag status={v} kind="withdrawal" /> },
                { title: t('ops.txHash'), dataIndex: 'txHash', render: (v: unknown) => <span className="admin-mono">{String(v || '—')}</span> },
                { title: t('ops.reviewedBy'), dataIndex: 'reviewedBy', render: (v: string | null) => v ?? '—' },
                { title: t('ops.reasonGiven'), dataIndex: 'reason', render: (v: unknown) => String(v || '—') },
              ]),
        ]}
      />
    </AdminPage>
    </>
  );
}
