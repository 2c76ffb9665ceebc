import { Button, DotLoading } from 'antd-mobile';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useOrders } from '../../../features/trade/use-orders';
import { EmptyState } from '../../../ui/empty-state';
import { OrderCard } from './order-card';
import { useCancelOrderToasts } from './use-order-toasts';
import { tradeUrls } from './use-trade-market';

/**
 * The user's resting orders on this pair, under the form (live: any order push reloads them), each
 * with cancel; the full history is one tap away. A visitor is asked to log in.
 */
export function OpenOrders({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const isLogin = useSessionStore((s) => s.isLogin);
  const orders = useOrders('unfinished', { symbol: market.symbol });
  const cancel = useCancelOrderToasts();
  const total = orders.data?.totalRow ?? 0;
  let body;
  if (!isLogin) {
    body = (
      <div className="mt-center mt-center--col">
        <p className="mt-muted">{t('trade.loginForOrders')}</p>
        <Button size="small" color="primary" fill="outline" onClick={() => navigate('/login', { state: { from: tradeUrls.trade(market.symbol) } })}>
          {t('auth.login')}
        </Button>
      </div>
    );
  } else if (orders.isLoading) {
    body = <div className="mt-center"><DotLoading /></div>;
  } else if (orders.isError && !orders.data) {
    body = <EmptyState description={t('common.loadFailed')} />;
  } else if (!orders.data?.list.length) {
    body = <EmptyState description={t('msg:noData')} />;
  } else {
    body = orders.data.list.map((order) => (
      <OrderCard
        key={order.orderId}
        order={order}
        lang={lang}
        onCancel={cancel.submit}
        isCancelling={cancel.cancelling === order.orderId}
      />
    ));
  }
  return (
    <section className="mt-open" data-testid="open-orders">
      <header className="mt-open__head">
        <h2 className="mt-open__title">
          {t('trade.openOrders')}
          {isLogin && total > 0 && <span className="mt-count" dir="ltr">{total}</span>}
        </h2>
        {isLogin && (
          <Link to={tradeUrls.orders(market.symbol)} className="mt-open__all">
            {t('mtrade.allOrders')}
          </Link>
        )}
      </header>
      {body}
      {isLogin && total > (orders.data?.list.length ?? 0) && (
        <Link to={tradeUrls.orders(market.symbol)} className="mt-open__more">
          {t('mtrade.moreOrders', { n: total - (orders.data?.list.length ?? 0) })}
        </Link>
      )}
    </section>
  );
}
