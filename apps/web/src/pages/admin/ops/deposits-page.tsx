import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_DEPOSIT_APPROVE, ADMIN_DEPOSIT_REJECT, ADMIN_DEPOSITS } from '@exchange/contracts';
import { AdminPage, formatUtc, ReasonButton } from '../../../features/admin/admin-kit';
import { ImageButton, ReviewTag, PagedTable, RowActions, useReviewQueue } from '../../../features/admin/ops-kit';

const KEY = ['admin', 'ops', 'deposits'] as const;

/** Deposits to review (with the user's proof image): credit or reject with a reason, once. */
export default function DepositsPage() {
  const { t } = useTranslation();
  const { status, page, query, canDecide, approve, reject, tabs } = useReviewQueue({ key: KEY, list: ADMIN_DEPOSITS, approve: ADMIN_DEPOSIT_APPROVE, reject: ADMIN_DEPOSIT_REJECT, permission: 'deposits.decide', initialStatus: 0, pageSize: 20 });
  return (
    <>
    <AdminPage title={t('ops.deposits.title')}>
      {tabs([0, 1, 2], (s) => t(`ops.reviewStatus.deposit.${s}`))}
      <PagedTable
        query={query}
        page={page}
        columns={[
          { title: t('ops.id'), dataIndex: 'id' },
          { title: t('ops.userCol'), dataIndex: 'uid', render: (uid: string, r) => <Link to={`/users/${r.userId}`}>{uid}</Link> },
          { title: t('ops.asset'), key: 'asset', render: (_: unknown, r) => `${r.currency} · ${String(r.chain)}` },
          { title: t('ops.amount'), dataIndex: 'amount', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.txHash'), dataIndex: 'txHash', render: (v: string) => <span className="admin-mono">{v || '—'}</span> },
          { title: t('ops.deposits.proof'), dataIndex: 'proof', render: (v: string, r) => <ImageButton src={v} title={t('ops.deposits.proofOf', { id: r.id })} /> },
          { title: t('ops.time'), dataIndex: 'time', render: (v: number) => formatUtc(v) },
          ...(status === 0
            ? [
                {
                  title: t('ops.actions'),
                  key: 'actions',
                  render: (_: unknown, r: { id: number; amount: string; currency: string }) =>
                    canDecide ? (
                      <RowActions>
                        <ReasonButton type="primary" label={t('ops.approve')} title={t('ops.deposits.approveTitle', { id: r.id, amount: `${r.amount} ${r.currency}` })} testId={`deposit-approve-${r.id}`} onConfirm={(reason) => approve.mutateAsync({ id: r.id, reason })} />
                        <ReasonButton danger label={t('ops.reject')} title={t('ops.deposits.rejectTitle', { id: r.id })} testId={`deposit-reject-${r.id}`} onConfirm={(reason) => reject.mutateAsync({ id: r.id, reason })} />
                      </RowActions>
                    ) : null,
                },
              ]
            : [
                { title: t('ops.status'), dataIndex: 'status', render: (v: number) => <ReviewTag status={v} kind="deposit" /> },
                { title: t('ops.reviewedBy'), dataIndex: 'reviewedBy', render: (v: string | null) => v ?? '—' },
                { title: t('ops.reasonGiven'), dataIndex: 'reason', render: (v: string) => String(v || '—') },
              ]),
        ]}
      />
    </AdminPage>
    </>
  );
}
