import { useEffect, useState, type HTMLAttributes } from 'react';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@exchange/contracts';
import type { TContractListStatus, TContractOrder } from '../../../features/contract/contract-types';
import { useCancelContract, useCloseContract } from '../../../features/contract/use-contract-actions';
import { useContractOrders } from '../../../features/contract/use-contract-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { contractColumns } from './contract-columns';
import { LoadFailed } from './load-failed';
import { StopsModal } from './stops-modal';

const EMPTY_KEYS: Record<TContractListStatus, string> = {
  holding: 'contract.noPositions',
  pending: 'contract.noPending',
  history: 'contract.noHistory',
};

type TProps = {
  status: TContractListStatus;
  /** '' for every market. */
  symbol: string;
  onDetail: (order: TContractOrder) => void;
};

/**
 * One of the user's contract lists, a page at a time (SPEC §9: 10 a page), newest first: positions
 * with their live P/L (the private feed) and the dialog that edits their stops, open orders, or the
 * history. A spinner while the first
 * page loads, an empty state, and the reason with a retry when it fails. Key it by status and
 * symbol, so that a change of filter starts again at page 1.
 */
export function ContractOrdersTable({ status, symbol, onDetail }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const orders = useContractOrders(status, { symbol, pageNo: page, pageSize: LIMITS.pageSize });
  const close = useCloseContract();
  const cancel = useCancelContract();
  // The stops dialog follows its position live (current price, P/L): it holds the id, not a copy.
  const [stopsId, setStopsId] = useState<number | null>(null);
  const stopsOf = orders.data?.list.find((o) => o.orderId === stopsId) ?? null;
  const totalRow = orders.data?.totalRow ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalRow / LIMITS.pageSize));
  // A close, a cancel or a settlement can empty the last page: step back to the page that is now the last.
  useEffect(() => {
    if (orders.data && !orders.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [orders.data, orders.isPlaceholderData, page, lastPage]);
  if (orders.isError && !orders.data) {
    return (
      <div data-testid={`contract-${status}`} data-state="error">
        <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />
      </div>
    );
  }
  const busy = close.isPending ? close.variables : cancel.isPending ? cancel.variables : null;
  const columns = contractColumns(status, t, lang, {
    onClose: (o) => close.mutate(o.orderId),
    onCancel: (o) => cancel.mutate(o.orderId),
    onEditStops: (o) => setStopsId(o.orderId),
    onDetail,
    busyId: busy ?? null,
  });
  return (
    <div data-testid={`contract-${status}`} data-state={orders.isPending ? 'loading' : 'ready'} data-total={totalRow}>
      <Table
        rowKey="orderId"
        size="small"
        className="pcc-table"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isPending || orders.isPlaceholderData}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: orders.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(EMPTY_KEYS[status])} /> }}
        pagination={
          totalRow > LIMITS.pageSize
            ? { current: page, pageSize: LIMITS.pageSize, total: totalRow, onChange: setPage, showSizeChanger: false, size: 'small' }
            : false
        }
        onRow={(order) => ({ 'data-order-id': order.orderId, 'data-status': order.status }) as HTMLAttributes<HTMLElement>}
      />
      {status === 'holding' && <StopsModal order={stopsOf} onClose={() => setStopsId(null)} />}
    </div>
  );
}
