import { CapsuleTabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RECORD_TYPES, recordTypeKey } from '../../../features/assets/record-labels';
import { findAsset } from '@exchange/contracts';
import { SubPage } from '../../../ui/mobile/sub-page';
import { Tabs } from '../../../ui/mobile/tabs';
import { AssetRecordList } from './records/asset-record-list';
import { DepositRecordList } from './records/deposit-record-list';
import { WithdrawalRecordList } from './records/withdrawal-record-list';

const TABS = ['deposit', 'withdraw', 'asset'] as const;
type TTab = (typeof TABS)[number];

/** Deposit records, withdrawal records, and asset records with a record-type filter (?tab=, ?type=, ?coin=). */
export function RecordsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TTab = TABS.find((x) => x === params.get('tab')) ?? 'deposit';
  const typeParam = params.get('type') ?? '';
  const tradeType = RECORD_TYPES.find((x) => String(x) === typeParam) ?? '';
  const currency = findAsset(params.get('coin') ?? '')?.currency ?? '';
  const set = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };
  return (
    <SubPage title={currency ? `${t('assets.records')} · ${currency}` : t('assets.records')}>
      <Tabs activeKey={tab} onChange={(key) => set({ tab: key })} className="ma-tabs">
        <Tabs.Tab key="deposit" title={t('assets.depositRecords')} />
        <Tabs.Tab key="withdraw" title={t('assets.withdrawRecords')} />
        <Tabs.Tab key="asset" title={t('assets.assetRecords')} />
      </Tabs>
      {tab === 'asset' && (
        <CapsuleTabs activeKey={String(tradeType)} onChange={(key) => set({ type: key })} className="ma-type-filter">
          {(['', ...RECORD_TYPES] as const).map((type) => (
            <CapsuleTabs.Tab key={String(type)} title={t(recordTypeKey(type))} />
          ))}
        </CapsuleTabs>
      )}
      <div className="ma-records-body">
        {tab === 'deposit' && <DepositRecordList currency={currency} />}
        {tab === 'withdraw' && <WithdrawalRecordList currency={currency} />}
        {tab === 'asset' && <AssetRecordList filter={{ currency, tradeType }} />}
      </div>
    </SubPage>
  );
}
