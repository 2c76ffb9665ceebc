import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { Output } from '../../../features/format/output';
import { RecordsTable } from './records-table';
import type { TDeposit } from '../../../features/assets/assets-types';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { CoinLabel } from './coin-label';
import { ReviewStatus } from './review-status';
import { useDepositsPage } from './use-paged-records';
import { PrivateImage } from '../../../features/files/private-image';

/** The user's declared deposits (POST /user/deposit/list), newest first, 10 a page. */
export function DepositRecords() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pageNo, setPageNo] = useState(1);
  const records = useDepositsPage('', pageNo);
  const columns: TableColumnsType<TDeposit> = [
    { key: 'time', title: t('assets.time'), className: 'da-nowrap', render: (_, r) => <bdi>{formatDateTime(r.time, lang)}</bdi> },
    { key: 'coin', title: t('assets.coin'), render: (_, r) => <CoinLabel currency={r.currency} isCompact /> },
    { key: 'chain', title: t('assets.network'), dataIndex: 'chain' },
    { key: 'amount', title: t('assets.amount'), align: 'end', render: (_, r) => <bdi dir="ltr"><Output value={r.amount} scale={MAX_ASSET_SCALE} /></bdi> },
    { key: 'status', title: t('dassets.status'), render: (_, r) => <ReviewStatus status={r.status} reason={r.reason} /> },
    {
      key: 'proof',
      title: t('assets.proof'),
      align: 'end',
      render: (_, r) =>
        r.proof ? <PrivateImage src={r.proof} alt={t('assets.proof')} linkText={t('assets.viewProof')} /> : null,
    },
  ];
  return (
    <section className="pc-card da-card" data-testid="deposit-records">
      <h2 className="pc-section__title">{t('assets.depositRecords')}</h2>
      <RecordsTable records={records} columns={columns} pageNo={pageNo} onPage={setPageNo} />
    </section>
  );
}
