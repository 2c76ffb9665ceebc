import { Checkbox } from 'antd-mobile';
import { Tabs } from '../../../ui/mobile/tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findMarket, SPOT_STATUSES, type TSpotStatus } from '@exchange/contracts';
import { pairLabel } from '../../../features/market/market-info';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ConnectionBanner } from '../market/connection-banner';
import { OrderList } from './order-list';
import './trade.css';

/**
 * The orders screen (/trade/orders): unfinished, finished and cancelled orders as tabs (in the URL,
 * so back returns to the same tab). Opened from a pair, it can show that pair's orders only.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status') as TSpotStatus | null;
  const status: TSpotStatus = wanted && SPOT_STATUSES.includes(wanted) ? wanted : 'unfinished';
  const market = findMarket(params.get('symbol') ?? '');
  const isPairOnly = Boolean(market) && params.get('all') !== '1';
  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null) merged.delete(key);
      else merged.set(key, value);
    }
    setParams(merged, { replace: true });
  };
  return (
    <SubPage title={t('mtrade.ordersTitle')}>
      <div className="m-page mt-orders">
        <Tabs activeKey={status} onChange={(key) => update({ status: key === 'unfinished' ? null : key })} className="mt-tabs mt-tabs--sticky">
          {SPOT_STATUSES.map((s) => (
            <Tabs.Tab key={s} title={t(`trade.status.${s}`)} />
          ))}
        </Tabs>
        <ConnectionBanner />
        {market && (
          <div className="mt-orders__filter">
            <Checkbox checked={isPairOnly} onChange={(isOn) => update({ all: isOn ? null : '1' })}>
              {t('trade.thisPairOnly')} (<bdi dir="ltr">{pairLabel(market)}</bdi>)
            </Checkbox>
          </div>
        )}
        <OrderList key={`${status}:${isPairOnly ? market?.symbol : ''}`} status={status} symbol={isPairOnly ? market!.symbol : ''} />
      </div>
    </SubPage>
  );
}
