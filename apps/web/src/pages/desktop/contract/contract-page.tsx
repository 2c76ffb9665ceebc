import { useSearchParams } from 'react-router';
import { CONTRACT_MARKETS, findContractMarket } from '@exchange/contracts';
import { ContractChartPanel } from './contract-chart-panel';
import { ContractHeader } from './contract-header';
import { ContractOrdersSection } from './contract-orders-section';
import { ContractPanel } from './contract-panel';
import '../trade/trade.css';
import '../trade/orders-table.css';
import './contract.css';

/** SPEC §9's default pair; the contract markets are the USDT ones. */
const DEFAULT_CONTRACT = findContractMarket('btcusdt') ?? CONTRACT_MARKETS[0];

/**
 * The contract trading page (/pc/contract?symbol=btcusdt; SPEC §2 nav 5): the market with its index
 * price and parameters, the index chart with the user's levels on it, the up/down panel, and the
 * user's positions, open orders and history below. Public: a visitor sees the market and the chart,
 * and the panel offers to log in; for a user the contract gate (country, identity, risk disclosure,
 * switched off) stands in place of the panel only, so positions can still be watched and closed.
 */
export function ContractPage() {
  const [params] = useSearchParams();
  const market = findContractMarket(params.get('symbol') ?? '') ?? DEFAULT_CONTRACT;
  return (
    <div className="pc-trade pcc" data-symbol={market.symbol} data-testid="contract-page">
      <ContractHeader market={market} />
      <div className="pcc__grid">
        <ContractChartPanel market={market} />
        <ContractPanel market={market} />
      </div>
      <ContractOrdersSection market={market} />
    </div>
  );
}
