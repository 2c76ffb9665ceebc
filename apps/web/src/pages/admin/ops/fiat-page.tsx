import { Form, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_FIAT, ADMIN_FIAT_CONFIRM, ADMIN_FIAT_PAYOUT, ADMIN_FIAT_PAYOUT_REJECT, ADMIN_FIAT_REJECT, LIMITS } from '@exchange/contracts';
import { adminCall } from '../../../features/admin/admin-api';
import { AdminPage, formatUtc, ReasonButton, useAdminWrite, ToneTag } from '../../../features/admin/admin-kit';
import { useCan } from '../../../features/admin/use-admin-me';
import { AwaitingTag, ImageButton, PagedTable, QueueTabs, RowActions, usePage } from '../../../features/admin/ops-kit';

const KEY = ['admin', 'ops', 'fiat'] as const;

/** The screen's views: buy payments to check, sell payouts to make, then the decided ones. */
const VIEWS = {
  buy: { state: 'paid', side: 'buy' },
  sell: { state: 'waiting', side: 'sell' },
  confirmed: { state: 'confirmed', side: 'all' },
  rejected: { state: 'rejected', side: 'all' },
} as const;
type TView = keyof typeof VIEWS;

/**
 * Fiat orders: confirm a paid buy (the USDT to the buyer) or reject it; pay out a sell (bank
 * reference) or reject it. Each once; a payout above the two-person threshold waits for a second reviewer.
 */
export default function FiatPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const view: TView = (search.get('view') as TView) in VIEWS ? (search.get('view') as TView) : 'buy';
  const page = usePage(20);
  const canDecide = useCan('fiat.decide');
  const query = useQuery({ queryKey: [...KEY, view, page.pageNo], queryFn: () => adminCall(ADMIN_FIAT, { ...VIEWS[view], pageNo: page.pageNo, pageSize: page.pageSize }) });
  const invalidate = [KEY, ['admin', 'ops', 'dashboard']] as const;
  const confirm = useAdminWrite(ADMIN_FIAT_CONFIRM, invalidate);
  const reject = useAdminWrite(ADMIN_FIAT_REJECT, invalidate);
  const payout = useAdminWrite(ADMIN_FIAT_PAYOUT, invalidate);
  const payoutReject = useAdminWrite(ADMIN_FIAT_PAYOUT_REJECT, invalidate);
  type TRow = NonNullable<typeof query.data>['list'][number];
  const isOpen = view === 'buy' || view === 'sell';
  const details = (r: TRow) => {
    const d = (r.side === 'buy' ? r.collection : r.payout) as { account?: string; name?: string; bankName?: string; ifsc?: string } | null;
    if (!d) return '—';
    return <span className="admin-mono">{[d.name, d.bankName, d.account, d.ifsc].filter(Boolean).join(' · ')}</span>;
  };
  return (
    <>
    <AdminPage title={t('ops.fiat.title')}>
      <QueueTabs activeKey={view} onSelect={(k) => setSearch({ view: k })} page={page} items={(Object.keys(VIEWS) as TView[]).map((k) => ({ key: k, label: t(`ops.fiat.view.${k}`) }))} />
      <PagedTable
        query={query}
        page={page}
        columns={[
          { title: t('ops.id'), dataIndex: 'id' },
          { title: t('ops.userCol'), dataIndex: 'userId', render: (v: string, r: TRow) => <Link to={`/users/${v}`}>{r.uid || v}</Link> },
          { title: t('ops.fiat.side'), dataIndex: 'side', render: (v: string) => <ToneTag tone={v === 'buy' ? 'blue' : 'orange'}>{t(`ops.fiat.sides.${v}`)}</ToneTag> },
          { title: t('ops.fiat.usdt'), dataIndex: 'usdtAmount', align: 'right', render: (v: string) => <span className="admin-mono">{v}</span> },
          { title: t('ops.fiat.fiatAmount'), key: 'fiat', align: 'right', render: (_: unknown, r: TRow) => <span className="admin-mono" style={{ whiteSpace: 'nowrap' }}>{`${r.fiatAmount} ${r.fiat}`}</span> },
          { title: t('ops.fiat.channel'), dataIndex: 'platformEnum', render: (v: unknown) => String(v) },
          { title: t('ops.fiat.account'), key: 'account', render: (_: unknown, r: TRow) => details(r) },
          { title: t('ops.fiat.utr'), dataIndex: 'utr', render: (v: unknown) => <span className="admin-mono">{String(v || '—')}</span> },
          { title: t('ops.deposits.proof'), dataIndex: 'proof', render: (v: unknown, r: TRow) => <ImageButton src={String(v ?? '')} title={t('ops.fiat.proofOf', { id: r.id })} /> },
          { title: t('ops.time'), dataIndex: 'createdAt', render: (v: unknown) => formatUtc(Number(v)) },
          isOpen
            ? {
                title: t('ops.actions'),
                key: 'actions',
                render: (_: unknown, r: TRow) => (
                  <RowActions>
                    <AwaitingTag approvalId={r.awaitingApproval} />
                    {canDecide && r.side === 'buy' ? (
                      <>
                        <ReasonButton type="primary" label={t('ops.fiat.confirm')} title={t('ops.fiat.confirmTitle', { id: r.id, amount: r.usdtAmount })} testId={`fiat-confirm-${r.id}`} onConfirm={(reason) => confirm.mutateAsync({ id: r.id, reason })} />
                        <ReasonButton danger label={t('ops.reject')} title={t('ops.fiat.rejectTitle', { id: r.id })} testId={`fiat-reject-${r.id}`} onConfirm={(reason) => reject.mutateAsync({ id: r.id, reason })} />
                      </>
                    ) : null}
                    {canDecide && r.side === 'sell' && !r.awaitingApproval ? (
                      <>
                        <ReasonButton
                          type="primary"
                          label={t('ops.fiat.payout')}
                          title={t('ops.fiat.payoutTitle', { id: r.id, amount: `${r.fiatAmount} ${r.fiat}` })}
                          testId={`fiat-payout-${r.id}`}
                          extraFields={
                            <Form.Item name="bankRef" label={t('ops.fiat.bankRef')} rules={[{ required: true, min: 6, max: 64, whitespace: true, message: t('ops.fiat.bankRefRule') }]}>
                              <Input className="admin-mono" maxLength={LIMITS.bankRefMaxLength} />
                            </Form.Item>
                          }
                          onConfirm={(reason, values) => payout.mutateAsync({ id: r.id, reason, bankRef: (values.bankRef ?? '').trim() })}
                        />
                        <ReasonButton danger label={t('ops.reject')} title={t('ops.fiat.payoutRejectTitle', { id: r.id })} testId={`fiat-payout-reject-${r.id}`} onConfirm={(reason) => payoutReject.mutateAsync({ id: r.id, reason })} />
                      </>
                    ) : null}
                  </RowActions>
                ),
              }
            : { title: t('ops.reviewedBy'), dataIndex: 'reviewedBy', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </AdminPage>
    </>
  );
}
