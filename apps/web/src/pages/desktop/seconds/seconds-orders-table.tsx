import { useEffect, useState, type HTMLAttributes } from 'react';
import { Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsRecords } from '../../../features/seconds/use-seconds-data';
import { LoadFailed } from '../contract/load-failed';
import { secondsCells } from './seconds-cells';
import { SecondsCountdown } from './seconds-countdown';

export type TSecondsListStatus = 'open' | 'history';

const ENTRY_STATUS: Record<TSecondsListStatus, 1 | 2> = { open: 1, history: 2 };

/** The columns of each list: open orders count down, settled ones show their outcome and payout. */
function columnsOf(status: TSecondsListStatus, cells: ReturnType<typeof secondsCells>, t: (key: string) => string, onDetail: (o: TSecondsOrder) => void, isCompact: boolean): ColumnsType<TSecondsOrder> {
  const col = (key: keyof typeof cells, titleKey = `seconds.field.${key}`) => ({ key, title: t(titleKey), render: (_: unknown, o: TSecondsOrder) => cells[key](o) });
  const detail = {
    key: 'action',
    title: t('pcSeconds.action'),
    align: 'end' as const,
    render: (_: unknown, o: TSecondsOrder) => (
      <Button size="small" type="link" onClick={() => onDetail(o)} data-testid={`detail-${o.id}`}>
        {t('seconds.detail')}
      </Button>
    ),
  };
  // Narrow lists show the pair over the direction and duration, in one column.
  const terms = isCompact ? [col('position', 'seconds.field.pair')] : [col('pair'), col('direction'), col('positionTime')];
  if (status === 'open') {
    return [
      ...terms,
      col('openAmount'),
      col('openPrice'),
      { key: 'left', title: t('pcSeconds.timeLeft'), render: (_: unknown, o: TSecondsOrder) => <SecondsCountdown order={o} /> },
      col('payoutMax', 'seconds.profit'),
      col('openTime'),
      detail,
    ];
  }
  return [
    ...terms,
    col('openAmount'),
    col('openPrice'),
    col('settlementPrice'),
    col('outcome'),
    col('payout'),
    col('profit'),
    col('settleTime'),
    detail,
  ];
}

const EMPTY_KEYS: Record<TSecondsListStatus, string> = { open: 'seconds.noOpen', history: 'seconds.noHistory' };

/**
 * One of the user's seconds lists, 10 a page (SPEC §9), newest first: the open orders with a live
 * countdown each, or the settled ones with outcome, prices and payout; each with its detail. A
 * spinner while the first page loads, an empty state, the reason with a retry when it fails.
 */
export function SecondsOrdersTable({ status, onDetail, isCompact = false }: { status: TSecondsListStatus; onDetail: (order: TSecondsOrder) => void; isCompact?: boolean }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const records = useSecondsRecords(ENTRY_STATUS[status], page, LIMITS.pageSize);
  const totalRow = records.data?.totalRow ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalRow / LIMITS.pageSize));
  // A settlement empties open pages: step back to the page that is now the last.
  useEffect(() => {
    if (records.data && !records.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [records.data, records.isPlaceholderData, page, lastPage]);
  if (records.isError && !records.data) {
    return (
      <div data-testid={`seconds-${status}`} data-state="error">
        <LoadFailed error={records.error} onRetry={() => void records.refetch()} />
      </div>
    );
  }
  return (
    <div data-testid={`seconds-${status}`} data-state={records.isPending ? 'loading' : 'ready'} data-total={totalRow}>
      <Table
        rowKey="id"
        size="small"
        className="pcc-table"
        columns={columnsOf(status, secondsCells(t, lang), t, onDetail, isCompact)}
        dataSource={records.data?.list ?? []}
        loading={records.isPending}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: records.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(EMPTY_KEYS[status])} /> }}
        pagination={
          totalRow > LIMITS.pageSize ? { current: page, pageSize: LIMITS.pageSize, total: totalRow, onChange: setPage, showSizeChanger: false, size: 'small' } : false
        }
        onRow={(o) => ({ 'data-order-id': o.id, 'data-outcome': o.outcome ?? '' }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
