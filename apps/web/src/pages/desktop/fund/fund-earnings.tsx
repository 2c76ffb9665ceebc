import type { HTMLAttributes } from 'react';
import { Alert, Button, Empty, Segmented, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { FUND_PAGE_SIZE } from '@exchange/contracts';
import { formatDateTime, utcDay } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import type { TEarningKind, TFundEarning } from '../../../features/fund/fund-api';
import { earningKindKey } from '../../../features/fund/fund-labels';
import { useFundEarnings } from '../../../features/fund/use-fund-data';
import { useLocaleStore } from '../../../features/locale/locale-store';

const KINDS: TEarningKind[] = ['all', 'interest', 'rebate', 'principal'];

type TProps = { kind: TEarningKind; onKind: (kind: TEarningKind) => void; page: number; onPage: (page: number) => void };

/** Earnings records: daily interest, referral rebates (with their level) and principal returned; 10 a page. */
export function FundEarnings({ kind, onKind, page, onPage }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const earnings = useFundEarnings(kind, page);
  const columns: ColumnsType<TFundEarning> = [
    { key: 'day', title: t('fund.earning.day'), render: (_, e) => <bdi dir="ltr">{utcDay(e.day)}</bdi> },
    { key: 'fund', title: t('fund.holding.fund'), render: (_, e) => e.fundName },
    {
      key: 'kind',
      title: t('fund.earning.type'),
      render: (_, e) => (e.kind === 'rebate' ? `${t(earningKindKey(e.kind))} · ${t('fund.earning.level', { level: e.level })}` : t(earningKindKey(e.kind))),
    },
    { key: 'amount', title: t('fund.earning.amount'), align: 'end', render: (_, e) => <bdi dir="ltr" data-testid="earning-amount"><Output value={e.amount} asset={e.currency} /></bdi> },
    { key: 'paidAt', title: t('fund.earning.paidAt'), render: (_, e) => <bdi dir="ltr">{formatDateTime(e.paidAt, lang)}</bdi> },
  ];
  const total = earnings.data?.totalRow ?? 0;
  return (
    <div className="pcf-earnings">
      <Segmented
        value={kind}
        onChange={(v) => {
          onKind(v as TEarningKind);
          onPage(1);
        }}
        options={KINDS.map((k) => ({ value: k, label: t(earningKindKey(k)) }))}
      />
      {earnings.isError && !earnings.data ? (
        <Alert type="error" showIcon title={t('fund.loadFailed')} action={<Button size="small" onClick={() => void earnings.refetch()}>{t('fund.retry')}</Button>} />
      ) : (
        <Table
          rowKey="id"
          size="middle"
          data-testid="fund-earnings"
          columns={columns}
          dataSource={earnings.data?.list ?? []}
          loading={earnings.isPending}
          scroll={{ x: 'max-content' }}
          onRow={(e) => ({ 'data-kind': e.kind, 'data-holding-id': e.holdingId }) as HTMLAttributes<HTMLElement>}
          locale={{ emptyText: earnings.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fund.emptyEarnings')} /> }}
          pagination={total > FUND_PAGE_SIZE ? { current: page, pageSize: FUND_PAGE_SIZE, total, onChange: onPage, showSizeChanger: false } : false}
        />
      )}
    </div>
  );
}
