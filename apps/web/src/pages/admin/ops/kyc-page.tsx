import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_KYC, ADMIN_KYC_APPROVE, ADMIN_KYC_REJECT } from '@exchange/contracts';
import { AdminPage, formatUtc, ReasonButton, ToneTag } from '../../../features/admin/admin-kit';
import { PrivateImage, PagedTable, RowActions, useReviewQueue } from '../../../features/admin/ops-kit';

const KEY = ['admin', 'ops', 'kyc'] as const;

/** Identity files with both photos and the full number: approve or reject with a reason, once. */
export default function KycPage() {
  const { t } = useTranslation();
  const { status, page, query, canDecide, approve, reject, tabs } = useReviewQueue({ key: KEY, list: ADMIN_KYC, approve: ADMIN_KYC_APPROVE, reject: ADMIN_KYC_REJECT, permission: 'kyc.decide', initialStatus: 1, pageSize: 10 });
  type TRow = NonNullable<typeof query.data>['list'][number];
  return (
    <>
    <AdminPage title={t('ops.kyc.title')}>
      {tabs([1, 2, 3], (s) => t(`ops.kycFileStatus.${s}`))}
      <PagedTable
        query={query}
        page={page}
        columns={[
          { title: t('ops.id'), dataIndex: 'id' },
          { title: t('ops.userCol'), dataIndex: 'uid', render: (uid: string, r: TRow) => <Link to={`/users/${r.userId}`}>{uid}</Link> },
          { title: t('ops.kyc.name'), dataIndex: 'realName', render: (v: unknown) => String(v) },
          { title: t('ops.kyc.idNumber'), dataIndex: 'idNumber', render: (v: unknown) => <span className="admin-mono">{String(v)}</span> },
          { title: t('ops.kyc.idCountry'), dataIndex: 'idCountry', render: (v: unknown) => String(v ?? '—') },
          {
            title: t('ops.kyc.photos'),
            key: 'photos',
            render: (_: unknown, r: TRow) => (
              <Space>
                <PrivateImage src={r.frontImage} alt={t('ops.kyc.frontOf', { id: r.id })} width={110} />
                <PrivateImage src={r.backImage} alt={t('ops.kyc.backOf', { id: r.id })} width={110} />
              </Space>
            ),
          },
          { title: t('ops.time'), dataIndex: 'createdAt', render: (v: unknown) => formatUtc(Number(v)) },
          ...(status === 1
            ? [
                {
                  title: t('ops.actions'),
                  key: 'actions',
                  render: (_: unknown, r: TRow) => (
                    <RowActions>
                      {r.verifiedOnUser ? <ToneTag tone="red">{t('ops.kyc.verifiedElsewhere', { user: String(r.verifiedOnUser) })}</ToneTag> : null}
                      {canDecide ? (
                        <>
                          <ReasonButton type="primary" label={t('ops.approve')} title={t('ops.kyc.approveTitle', { id: r.id })} testId={`kyc-approve-${r.id}`} onConfirm={(reason) => approve.mutateAsync({ id: r.id, reason })} />
                          <ReasonButton danger label={t('ops.reject')} title={t('ops.kyc.rejectTitle', { id: r.id })} testId={`kyc-reject-${r.id}`} onConfirm={(reason) => reject.mutateAsync({ id: r.id, reason })} />
                        </>
                      ) : null}
                    </RowActions>
                  ),
                },
              ]
            : [
                { title: t('ops.reviewedBy'), dataIndex: 'reviewedBy', render: (v: unknown) => String(v ?? '—') },
                { title: t('ops.reasonGiven'), dataIndex: 'reason', render: (v: unknown) => String(v || '—') },
              ]),
        ]}
      />
    </AdminPage>
    </>
  );
}
