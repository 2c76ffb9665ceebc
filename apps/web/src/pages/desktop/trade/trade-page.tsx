import { useSearchParams } from 'react-router';
import { marketOrDefault } from '../../../features/market/market-info';
import { ChartPanel } from './chart-panel';
import { MarketHeader } from './market-header';
import { OrderBook } from './order-book';
import { OrderPanel } from './order-panel';
import { OrdersSection } from './orders-section';
import { RecentTrades } from './recent-trades';
import './trade.css';

/**
 * The trading page (/pc/home/detail?symbol=btcusdt; SPEC §2 nav 3): market header, order book,
 * chart (candles or depth) and order form, recent trades, and the user's orders below. All market data is live over
 * the socket; an unknown or missing symbol shows the default pair (SPEC §9: BTC/USDT).
 */
export function TradePage() {
  const [params] = useSearchParams();
  const market = marketOrDefault(params.get('symbol'));
  return (
    <div className="pc-trade" data-symbol={market.symbol}>
      <MarketHeader market={market} />
      <div className="pc-trade__grid">
        <OrderBook market={market} />
        <div className="pc-trade__center">
          <ChartPanel market={market} />
          <OrderPanel market={market} />
        </div>
        <RecentTrades market={market} />
      </div>
      <OrdersSection market={market} />
    </div>
  );
}
