import type { HTMLAttributes } from 'react';
import { Alert, Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { FUND_PAGE_SIZE } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import type { TFundHolding } from '../../../features/fund/fund-api';
import { holdingStateKey } from '../../../features/fund/fund-labels';
import { useFundHoldings } from '../../../features/fund/use-fund-data';
import { useLocaleStore } from '../../../features/locale/locale-store';

/** My funds: each holding's buy amount, shares, daily and total earnings, days left and state; 10 a page. */
export function FundHoldings({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const holdings = useFundHoldings(page);
  const money = (value: string, h: TFundHolding) => <bdi dir="ltr"><Output value={value} asset={h.currency} /></bdi>;
  const columns: ColumnsType<TFundHolding> = [
    { key: 'fund', title: t('fund.holding.fund'), render: (_, h) => h.fundName },
    { key: 'buyAmount', title: t('fund.holding.buyAmount'), render: (_, h) => money(h.buyAmount, h) },
    { key: 'shares', title: t('fund.holding.shares'), dataIndex: 'shares' },
    { key: 'daily', title: t('fund.holding.daily'), render: (_, h) => money(h.dailyEarnings, h) },
    { key: 'total', title: t('fund.holding.total'), render: (_, h) => <span data-testid="holding-total">{money(h.totalEarnings, h)}</span> },
    { key: 'expected', title: t('fund.holding.expected'), render: (_, h) => money(h.expectedEarnings, h) },
    { key: 'daysLeft', title: t('fund.holding.daysLeft'), render: (_, h) => <span data-testid="holding-days-left">{h.daysLeft}</span> },
    { key: 'boughtAt', title: t('fund.holding.boughtAt'), render: (_, h) => <bdi dir="ltr">{formatDateTime(h.boughtAt, lang)}</bdi> },
    { key: 'status', title: t('fund.field.status'), render: (_, h) => t(holdingStateKey(h.status)) },
  ];
  if (holdings.isError && !holdings.data) {
    return <Alert type="error" showIcon title={t('fund.loadFailed')} action={<Button size="small" onClick={() => void holdings.refetch()}>{t('fund.retry')}</Button>} />;
  }
  const total = holdings.data?.totalRow ?? 0;
  return (
    <Table
      rowKey="id"
      size="middle"
      data-testid="fund-holdings"
      columns={columns}
      dataSource={holdings.data?.list ?? []}
      loading={holdings.isPending}
      scroll={{ x: 'max-content' }}
      onRow={(h) => ({ 'data-holding-id': h.id, 'data-fund-id': h.fundId, 'data-status': h.status }) as HTMLAttributes<HTMLElement>}
      locale={{ emptyText: holdings.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fund.emptyMy')} /> }}
      pagination={total > FUND_PAGE_SIZE ? { current: page, pageSize: FUND_PAGE_SIZE, total, onChange: onPage, showSizeChanger: false } : false}
    />
  );
}
