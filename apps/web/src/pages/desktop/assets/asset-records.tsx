import { useState } from 'react';
import { Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { RecordsTable } from './records-table';
import type { TAssetRecord, TRecordFilter } from '../../../features/assets/assets-types';
import { ledgerTypeKey, RECORD_TYPES, recordTypeKey, walletKey } from '../../../features/assets/record-labels';
import { formatDateTime } from '../../../features/format/format-date';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { CoinLabel } from './coin-label';
import { CoinSelect } from './coin-select';
import { useAssetRecordsPage } from './use-paged-records';

/**
 * The asset records (POST /contract/getAssetsRecord): every change of an available balance in both
 * wallets, newest first, 10 a page, filtered by coin and SPEC §3 record type.
 */
export function AssetRecords({ initialType = '' }: { initialType?: TRecordFilter['tradeType'] }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [currency, setCurrency] = useState('');
  const [tradeType, setTradeType] = useState<TRecordFilter['tradeType']>(initialType);
  const [pageNo, setPageNo] = useState(1);
  const records = useAssetRecordsPage({ currency, tradeType }, pageNo);
  const page = records.data;
  const columns: TableColumnsType<TAssetRecord> = [
    { key: 'time', title: t('assets.time'), className: 'da-nowrap', render: (_, r) => <bdi>{formatDateTime(r.time, lang, { seconds: true })}</bdi> },
    { key: 'coin', title: t('assets.coin'), render: (_, r) => <CoinLabel currency={r.currency} isCompact /> },
    { key: 'wallet', title: t('dassets.account'), render: (_, r) => t(walletKey(r.wallet)) },
    { key: 'type', title: t('dassets.type'), render: (_, r) => <span data-type={r.type}>{t(ledgerTypeKey(r.type))}</span> },
    {
      key: 'amount',
      title: t('assets.amount'),
      align: 'end',
      render: (_, r) => (
        <bdi dir="ltr" className={r.amount.startsWith('-') ? 'da-down' : 'da-up'}>
          {r.amount.startsWith('-') ? '' : '+'}
          <Output value={r.amount} scale={MAX_ASSET_SCALE} />
        </bdi>
      ),
    },
    { key: 'balance', title: t('assets.balanceAfter'), align: 'end', render: (_, r) => <bdi dir="ltr"><Output value={r.balance} scale={MAX_ASSET_SCALE} /></bdi> },
  ];
  const typeOptions = [{ value: '' as const, label: t(recordTypeKey('')) }, ...RECORD_TYPES.map((n) => ({ value: n, label: t(recordTypeKey(n)) }))];
  return (
    <div className="da-records" data-testid="asset-records">
      <div className="da-toolbar">
        <CoinSelect id="records-coin" ariaLabel={t('assets.coin')} value={currency} hasAll size="middle" className="da-filter" onChange={(c) => (setCurrency(c), setPageNo(1))} />
        <Select
          className="da-filter"
          value={tradeType}
          options={typeOptions}
          onChange={(v) => (setTradeType(v), setPageNo(1))}
          popupMatchSelectWidth={false}
          aria-label={t('dassets.type')}
          data-testid="records-type"
        />
        {currency && page?.sum != null && (
          <span className="pc-muted da-toolbar__note">
            {t('dassets.netChange', { amount: formatOutput(page.sum, lang, { scale: MAX_ASSET_SCALE }), coin: currency })}
          </span>
        )}
      </div>
      <RecordsTable records={records} columns={columns} pageNo={pageNo} onPage={setPageNo} />
    </div>
  );
}
