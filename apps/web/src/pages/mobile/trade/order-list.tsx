import { useState } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TSpotStatus } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useOrders } from '../../../features/trade/use-orders';
import { EmptyState } from '../../../ui/empty-state';
import { OrderCard } from './order-card';
import { useCancelOrderToasts } from './use-order-toasts';

type TListProps = { status: TSpotStatus; symbol: string };
type TPageProps = TListProps & { pageNo: number; lang: TLocale; onCancel: (orderId: number) => void; cancelling: number | undefined };

/** Pages 2… of the list: each its own query, so every loaded page stays live. */
function OrderPage({ status, symbol, pageNo, lang, onCancel, cancelling }: TPageProps) {
  const page = useOrders(status, { symbol, pageNo });
  if (page.isLoading) return <div className="mt-center"><DotLoading /></div>;
  return (
    <>
      {page.data?.list.map((order) => (
        <OrderCard key={order.orderId} order={order} lang={lang} onCancel={onCancel} isCancelling={cancelling === order.orderId} />
      ))}
    </>
  );
}

/**
 * The user's orders in one status (SPEC §4), newest first, 10 at a time (SPEC §9) with "load more",
 * which stops when the loaded rows reach the total (SPEC §4 "no more"). Unfinished orders can be
 * cancelled; a cancelled order moves to the cancelled list by the orders push.
 */
export function OrderList({ status, symbol }: TListProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pages, setPages] = useState(1);
  const first = useOrders(status, { symbol, pageNo: 1 });
  const { submit: onCancel, cancelling } = useCancelOrderToasts();

  if (first.isLoading) return <div className="mt-center"><DotLoading /></div>;
  if (first.isError && !first.data) {
    return (
      <div>
        <EmptyState description={t('common.loadFailed')} />
        <div className="mt-center">
          <Button size="small" onClick={() => void first.refetch()}>{t('mtrade.retry')}</Button>
        </div>
      </div>
    );
  }
  const total = first.data?.totalRow ?? 0;
  if (!first.data?.list.length) return <EmptyState description={t('msg:noData')} />;
  const hasMore = pages * LIMITS.pageSize < total;
  return (
    <div className="mt-olist" data-testid={`orders-${status}`}>
      {first.data.list.map((order) => (
        <OrderCard key={order.orderId} order={order} lang={lang} onCancel={onCancel} isCancelling={cancelling === order.orderId} />
      ))}
      {Array.from({ length: pages - 1 }, (_, i) => (
        <OrderPage key={i + 2} status={status} symbol={symbol} pageNo={i + 2} lang={lang} onCancel={onCancel} cancelling={cancelling} />
      ))}
      <div className="mt-center mt-olist__foot">
        {hasMore ? (
          <Button size="small" onClick={() => setPages((n) => n + 1)}>{t('mtrade.loadMore')}</Button>
        ) : (
          <span className="mt-muted">{t('mtrade.noMore')}</span>
        )}
      </div>
    </div>
  );
}
