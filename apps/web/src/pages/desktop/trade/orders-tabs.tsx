import { useState, type ReactNode } from 'react';
import { Segmented, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TSpotStatus } from '@exchange/contracts';
import { tabBarWithTools } from '../../../ui/desktop/tab-bar-with-tools';
import { OrdersTable } from './orders-table';
import './orders-table.css';

type TProps = {
  /** '' for every market. */
  symbol: string;
  /** The market filter, beside the tabs. */
  filter?: ReactNode;
  onDetail?: (orderId: number) => void;
  /** Shown in both tabs instead of the orders (a logged-out visitor's log-in prompt). */
  placeholder?: ReactNode;
};

/**
 * The user's spot orders as two tabs: open orders (unfinished, with cancel) and the history
 * (finished or cancelled). The trading page and the account's spot orders page both show them so.
 */
export function OrdersTabs({ symbol, filter, onDetail, placeholder }: TProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'open' | 'history'>('open');
  const [historyStatus, setHistoryStatus] = useState<TSpotStatus>('finished');
  const body = (status: TSpotStatus) => placeholder ?? <OrdersTable key={`${status}-${symbol}`} status={status} symbol={symbol} onDetail={onDetail} />;
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as 'open' | 'history')}
      renderTabBar={tabBarWithTools(filter)}
      items={[
        { key: 'open', label: t('trade.openOrders'), children: body('unfinished') },
        {
          key: 'history',
          label: t('trade.orderHistory'),
          children: (
            <>
              {!placeholder && (
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
  );
}
