import { useState } from 'react';
import { Button, Checkbox, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { useSessionStore } from '../../../features/session/session-store';
import { OrderDetailModal } from './order-detail-modal';
import { OrdersTabs } from './orders-tabs';

/**
 * The user's orders under the trading page: open orders (unfinished, with cancel) and the history
 * (finished, cancelled), every market or this pair only, each with its detail and fills. Logged-out
 * visitors are asked to log in.
 */
export function OrdersSection({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const openLogin = useSessionStore((s) => s.openLogin);
  const [isThisPair, setThisPair] = useState(false);
  const [detailId, setDetailId] = useState<number | null>(null);

  const filter = isLogin ? (
    <Checkbox checked={isThisPair} onChange={(e) => setThisPair(e.target.checked)}>
      {t('trade.thisPairOnly')}
    </Checkbox>
  ) : null;

  const loginPrompt = isLogin ? undefined : (
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
      <OrdersTabs symbol={isThisPair ? market.symbol : ''} filter={filter} onDetail={setDetailId} placeholder={loginPrompt} />
      {isLogin && <OrderDetailModal orderId={detailId} onClose={() => setDetailId(null)} />}
    </section>
  );
}
