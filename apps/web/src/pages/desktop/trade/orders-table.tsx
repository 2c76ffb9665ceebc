import { useEffect, useState, type HTMLAttributes } from 'react';
import { Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TSpotStatus } from '@exchange/contracts';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useCancelOrder } from '../../../features/trade/use-order-actions';
import { useOrders } from '../../../features/trade/use-orders';
import { LoadError } from '../assets/load-error';
import { ordersColumns } from './orders-columns';

type TProps = {
  status: TSpotStatus;
  /** '' for every market. */
  symbol: string;
  onDetail?: (orderId: number) => void;
};

/**
 * One status's orders, a page at a time (SPEC §9: 10 a page), live on the private `orders` push:
 * a spinner while the first page loads, an empty state, and the reason with a retry when it fails.
 * Shared by the trading page and the account's spot orders page; key it by status and symbol so
 * that a change of filter starts again at page 1.
 */
export function OrdersTable({ status, symbol, onDetail }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const orders = useOrders(status, { symbol, pageNo: page });
  const cancel = useCancelOrder();
  const totalRow = orders.data?.totalRow ?? 0;
  const lastPage = Math.max(1, Math.ceil(totalRow / LIMITS.pageSize));
  // A cancel or a fill can empty the last page: step back to the page that is now the last.
  useEffect(() => {
    if (orders.data && !orders.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [orders.data, orders.isPlaceholderData, page, lastPage]);
  if (orders.isError && !orders.data) {
    return (
      <div data-testid={`orders-${status}`} data-state="error">
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} />
      </div>
    );
  }
  const columns = ordersColumns({
    t,
    lang,
    isOpen: status === 'unfinished',
    onCancel: (orderId) => cancel.mutate(orderId),
    cancellingId: cancel.isPending ? (cancel.variables ?? null) : null,
    onDetail,
  });
  return (
    <div data-testid={`orders-${status}`} data-state={orders.isPending ? 'loading' : 'ready'} data-total={totalRow}>
      <Table
        rowKey="orderId"
        size="small"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isPending || orders.isPlaceholderData}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: orders.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`spotOrders.empty.${status}`)} /> }}
        pagination={
          totalRow > LIMITS.pageSize
            ? { current: page, pageSize: LIMITS.pageSize, total: totalRow, onChange: setPage, showSizeChanger: false, size: 'small' }
            : false
        }
        onRow={(order) => ({ 'data-order-id': order.orderId }) as HTMLAttributes<HTMLElement>}
      />
    </div>
  );
}
