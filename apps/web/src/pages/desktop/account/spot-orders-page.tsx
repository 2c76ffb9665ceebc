import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findMarket } from '@exchange/contracts';
import { OrderDetailModal } from '../trade/order-detail-modal';
import { OrdersTabs } from '../trade/orders-tabs';
import { PairFilter } from './pair-filter';
import '../trade/orders-table.css';

/**
 * /account/trade (SPEC §2 "Spot orders"): the user's spot orders across every market or one pair
 * (?symbol=, so a reload or a shared link keeps the filter), open ones with cancel and the history,
 * 10 a page, each with its detail and fills; live on the private `orders` push.
 */
export function SpotOrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const symbol = findMarket(params.get('symbol') ?? '')?.symbol ?? '';
  const [detailId, setDetailId] = useState<number | null>(null);
  const choose = (next: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next) out.set('symbol', next);
        else out.delete('symbol');
        return out;
      },
      { replace: true },
    );
  return (
    <section className="pc-page pc-card pc-account-orders" data-testid="spot-orders-page">
      <h1 className="pc-page__title">{t('pc.account.trade')}</h1>
      <OrdersTabs symbol={symbol} filter={<PairFilter value={symbol} onChange={choose} />} onDetail={setDetailId} />
      <OrderDetailModal orderId={detailId} onClose={() => setDetailId(null)} />
    </section>
  );
}
