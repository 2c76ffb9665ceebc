import { useState } from 'react';
import { Button, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { useSessionStore } from '../../../features/session/session-store';
import { useConfirmOrders } from '../../../features/trade/confirm-orders';
import { SPOT_GATE } from '../../../features/trade/spot-gate';
import type { TOrderType } from '../../../features/trade/trade-types';
import { ProductGate } from '../components/product-gate';
import { OrderSideForm } from './order-side-form';

/**
 * The order form: limit or market, buy and sell side by side, and the "confirm before placing"
 * switch (the way back after "don't ask again"). A logged-out visitor gets the login button
 * instead (it opens the same login modal as the header); when spot is not open to the user
 * (switched off, not in their country …) the spot gate says why in place of the form.
 */
export function OrderPanel({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const [type, setType] = useState<TOrderType>('LMT');
  const isConfirmOn = useConfirmOrders((s) => s.isOn);
  const setConfirmOn = useConfirmOrders((s) => s.setOn);

  const types: { type: TOrderType; label: string }[] = [
    { type: 'LMT', label: t('trade.limit') },
    { type: 'MKT', label: t('trade.market') },
  ];
  return (
    <section className="pc-trade__panel pc-order" aria-label={t('trade.orderType')}>
      {/* The tab list holds only its tabs (ARIA); the confirm switch sits beside it in the same bar. */}
      <div className="pc-order__tabs">
        <div className="pc-order__tablist" role="tablist" aria-label={t('trade.orderType')}>
          {types.map((item) => (
            <button
              key={item.type}
              type="button"
              role="tab"
              aria-selected={item.type === type}
              className={item.type === type ? 'pc-order__tab is-active' : 'pc-order__tab'}
              onClick={() => setType(item.type)}
              data-type={item.type}
            >
              {item.label}
            </button>
          ))}
        </div>
        {isLogin && (
          <label className="order-confirm-toggle" style={{ marginInlineStart: 'auto' }}>
            <Switch size="small" checked={isConfirmOn} onChange={setConfirmOn} data-testid="confirm-orders-toggle" />
            {t('orderConfirm.toggle')}
          </label>
        )}
      </div>
      <ProductGate product="spot" policy={SPOT_GATE}>
        {isLogin ? (
          <div className="pc-order__sides">
            <OrderSideForm key={`${market.symbol}-buy`} market={market} side="buy" type={type} />
            <OrderSideForm key={`${market.symbol}-sell`} market={market} side="sell" type={type} />
          </div>
        ) : (
          <div className="pc-order__login">
            <Button type="primary" size="large" onClick={openLogin} data-testid="trade-login">
              {t('trade.loginToTrade')}
            </Button>
          </div>
        )}
      </ProductGate>
    </section>
  );
}
