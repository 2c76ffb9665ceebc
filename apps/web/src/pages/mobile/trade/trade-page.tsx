import { FileOutline, HistogramOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pairLabel } from '../../../features/market/market-info';
import { SPOT_GATE } from '../../../features/trade/spot-gate';
import { ProductGate } from '../components/product-gate';
import { ProductSwitch } from '../contract/product-switch';
import { ConnectionBanner } from '../market/connection-banner';
import { CompactBook } from './compact-book';
import { OpenOrders } from './open-orders';
import { OrderForm } from './order-form';
import { useOrderDraft } from './order-draft-store';
import { PairHeader } from './pair-header';
import { PairSwitcher } from './pair-switcher';
import { priceInput } from './step-price';
import { tradeUrls, useTradeMarket } from './use-trade-market';
import './trade.css';

/**
 * The Trade tab (/trade?symbol=btcusdt): the pair with its 24 h figures and a switcher, the order
 * form beside the compact book (or, when spot is not open to the user, why not: switched off, not in
 * their country …), and the user's open orders on this pair. The chart with the full
 * book and trades, and all orders, are their own screens.
 */
export function TradePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const market = useTradeMarket();
  // A tap on a book level makes a limit order at that price.
  const pickPrice = (price: number) => {
    const draft = useOrderDraft.getState();
    if (draft.type !== 'LMT') draft.setType('LMT');
    draft.setPrice(priceInput(price, market.pricePrecision));
  };
  const actions = (
    <>
      <Link to={tradeUrls.chart(market.symbol)} className="mt-icon-btn" aria-label={t('market.chart')} data-testid="chart-link">
        <HistogramOutline />
      </Link>
      <Link to={tradeUrls.orders(market.symbol)} className="mt-icon-btn" aria-label={t('mtrade.ordersTitle')} data-testid="orders-link">
        <FileOutline />
      </Link>
    </>
  );
  return (
    <div className="m-page mt-trade" data-symbol={market.symbol}>
      {/* The page's name for screen readers; the pair shows in the switcher below. */}
      <h1 className="m-sr-only">
        {t('nav.tradeDetail')} <bdi dir="ltr">{pairLabel(market)}</bdi>
      </h1>
      <ProductSwitch current="spot" symbol={market.symbol} />
      <PairHeader
        market={market}
        switcher={<PairSwitcher market={market} onPick={(symbol) => navigate(tradeUrls.trade(symbol), { replace: true })} />}
        actions={actions}
      />
      <ConnectionBanner />
      <div className="mt-trade__main">
        <ProductGate product="spot" policy={SPOT_GATE}>
          <OrderForm market={market} />
        </ProductGate>
        <CompactBook market={market} onPickPrice={pickPrice} />
      </div>
      <OpenOrders market={market} />
    </div>
  );
}
