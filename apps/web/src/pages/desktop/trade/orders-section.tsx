import { useState, type HTMLAttributes } from 'react';
import { Button, Checkbox, Empty, Segmented, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type TMarket, type TSpotStatus } from '@exchange/contracts';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { useCancelOrder } from '../../../features/trade/use-order-actions';
import { useOrders } from '../../../features/trade/use-orders';
import { ordersColumns } from './orders-columns';

/** One status's orders, a page at a time (SPEC §9: 10 a page). */
function OrdersTable({ status, symbol }: { status: TSpotStatus; symbol: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const orders = useOrders(status, { symbol, pageNo: page });
  const cancel = useCancelOrder();
  const columns = ordersColumns({
    t,
    lang,
    isOpen: status === 'unfinished',
    onCancel: (orderId) => cancel.mutate(orderId),
    cancellingId: cancel.isPending ? (cancel.variables ?? null) : null,
  });
  const totalRow = orders.data?.totalRow ?? 0;
  return (
    <div data-testid={`orders-${status}`}>
      <Table
        rowKey="orderId"
        size="small"
        columns={columns}
        dataSource={orders.data?.list ?? []}
        loading={orders.isLoading}
        locale={{ emptyText: <Empty description={orders.error && !orders.data ? orders.error.message : t('msg:noData')} /> }}
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

/**
 * The user's orders under the trading page: open orders (unfinished, with cancel) and the history
 * (finished, cancelled), every market or this pair only. Logged-out visitors are asked to log in.
 */
export function OrdersSection({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const [historyStatus, setHistoryStatus] = useState<TSpotStatus>('finished');
  const [isThisPair, setThisPair] = useState(false);
  const symbol = isThisPair ? market.symbol : '';

  const extra = isLogin ? (
    <Checkbox checked={isThisPair} onChange={(e) => setThisPair(e.target.checked)}>
      {t('trade.thisPairOnly')}
    </Checkbox>
  ) : null;

  const body = (status: TSpotStatus) =>
    isLogin ? (
      <OrdersTable key={`${status}-${symbol}`} status={status} symbol={symbol} />
    ) : (
      <div className="pc-orders__login">
        <Empty description={t('trade.loginForOrders')}>
          <Button type="primary" onClick={openLogin}>
            {t('auth.login')}
          </Button>
        </Empty>
      </div>
    );

  return (
    <section className="pc-trade__panel pc-orders" data-testid="orders-section">
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'open' | 'history')}
        tabBarExtraContent={extra}
        items={[
          { key: 'open', label: t('trade.openOrders'), children: body('unfinished') },
          {
            key: 'history',
            label: t('trade.orderHistory'),
            children: (
              <>
                {isLogin && (
                  <Segmented
                    className="pc-orders__status"
                    value={historyStatus}
                    onChange={(value) => setHistoryStatus(value as TSpotStatus)}
                    options={[
                      { value: 'finished', label: t('trade.status.finished') },
                      { value: 'cancelled', label: t('trade.status.cancelled') },
                    ]}
                  />
                )}
                {body(historyStatus)}
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
