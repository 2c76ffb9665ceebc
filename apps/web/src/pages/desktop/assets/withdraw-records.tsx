import { useState } from 'react';
import { Button, Popconfirm, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { RecordsTable } from './records-table';
import type { TWithdrawal } from '../../../features/assets/assets-types';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { CoinLabel } from './coin-label';
import { useCancelWithdrawal } from '../../../features/assets/use-assets-mutations';
import { TxHashLink } from '../../../features/assets/tx-hash-link';
import { ReviewStatus } from './review-status';
import { useWithdrawalsPage } from './use-paged-records';

/**
 * The user's withdrawals (POST /user/statisticsUser/txPage) with fee and actual arrival, status (4:
 * being sent on chain) and transaction (a link to the explorer when there is one), 10 a page. A
 * pending one has a Cancel action (confirmed first) until an operator takes it.
 */
export function WithdrawRecords() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pageNo, setPageNo] = useState(1);
  const records = useWithdrawalsPage('', pageNo);
  const cancel = useCancelWithdrawal();
  const money = (value: string) => <bdi dir="ltr"><Output value={value} scale={MAX_ASSET_SCALE} /></bdi>;
  const columns: TableColumnsType<TWithdrawal> = [
    { key: 'time', title: t('assets.time'), className: 'da-nowrap', render: (_, r) => <bdi>{formatDateTime(r.time, lang)}</bdi> },
    { key: 'coin', title: t('assets.coin'), render: (_, r) => <CoinLabel currency={r.currency} isCompact /> },
    { key: 'chain', title: t('assets.network'), dataIndex: 'chain' },
    {
      key: 'address',
      title: t('assets.address'),
      render: (_, r) => (
        <Tooltip title={<bdi dir="ltr">{r.address}</bdi>}>
          <bdi dir="ltr" className="da-ellipsis">
            {r.address}
          </bdi>
        </Tooltip>
      ),
    },
    { key: 'amount', title: t('assets.amount'), align: 'end', render: (_, r) => money(r.amount) },
    { key: 'fee', title: t('assets.fee'), align: 'end', render: (_, r) => money(r.fee) },
    { key: 'arrival', title: t('assets.arrival'), align: 'end', render: (_, r) => money(r.arrival) },
    {
      key: 'status',
      title: t('dassets.status'),
      // The transaction under its status: a column of its own would push the table out of its card.
      render: (_, r) => (
        <div className="da-status-cell">
          <ReviewStatus status={r.status} reason={r.reason} />
          <TxHashLink hash={r.txHash} url={r.explorerUrl} className="da-tx" testId="withdrawal-tx" isCompact />
        </div>
      ),
    },
    {
      key: 'actions',
      title: t('withdrawSafety.actions'),
      render: (_, r) =>
        r.status === 0 && (
          <Popconfirm
            title={t('withdrawSafety.cancelTitle')}
            description={t('withdrawSafety.cancelText', { amount: formatOutput(r.amount, lang, { scale: MAX_ASSET_SCALE }), coin: r.currency })}
            okText={t('withdrawSafety.cancelOk')}
            cancelText={t('withdrawSafety.keep')}
            okButtonProps={{ danger: true }}
            onConfirm={() => cancel.submit(r.id)}
          >
            <Button type="link" danger size="small" data-testid="withdrawal-cancel">
              {t('withdrawSafety.cancel')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <section className="pc-card da-card" data-testid="withdraw-records">
      <h2 className="pc-section__title">{t('assets.withdrawRecords')}</h2>
      <RecordsTable records={records} columns={columns} pageNo={pageNo} onPage={setPageNo} />
    </section>
  );
}
