import { useMemo } from 'react';
import { FileOutline } from 'antd-mobile-icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE } from '@exchange/contracts';
import { IndexChart } from '../../../features/contract/index-chart';
import { useContractOrders } from '../../../features/contract/use-contract-data';
import { pairLabel } from '../../../features/market/market-info';
import { useSessionStore } from '../../../features/session/session-store';
import { ProductGate } from '../components/product-gate';
import { ConnectionBanner } from '../market/connection-banner';
import { PairSwitcher } from '../trade/pair-switcher';
import { CONTRACT_GATE } from './contract-gate';
import { ContractLists, OPEN_LIST_SIZE } from './contract-lists';
import { chartLinesOf } from './contract-view';
import { contractUrls, useContractMarket } from './contract-urls';
import { IndexPrice } from './index-price';
import { OpenForm } from './open-form';
import { ProductSwitch } from './product-switch';

const CONTRACT_QUOTES = [CONTRACT_QUOTE];

/**
 * The contract screen (/contract?symbol=btcusdt): Spot | Contract, the pair (USDT markets) with its
 * index price, the index chart with the levels of the user's positions on it, the opening form
 * behind the contract gate (risk disclosure, country, switched off …; a visitor sees the form with a
 * log-in button), then the user's positions and open orders, and the way to the history.
 */
export function ContractPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const market = useContractMarket();
  const isLogin = useSessionStore((s) => s.isLogin);
  const holding = useContractOrders('holding', { pageSize: OPEN_LIST_SIZE });
  const holdingList = holding.data?.list;
  const lines = useMemo(() => chartLinesOf(holdingList ?? [], market.symbol), [holdingList, market.symbol]);
  const historyLink = isLogin && (
    <Link to={contractUrls.history()} className="mt-icon-btn" aria-label={t('contract.history')}>
      <FileOutline />
    </Link>
  );
  return (
    <div className="m-page mc-page" data-symbol={market.symbol}>
      <h1 className="m-sr-only">
        {t('contract.title')} <bdi dir="ltr">{pairLabel(market)}</bdi>
      </h1>
      <ProductSwitch current="contract" symbol={market.symbol} />
      <header className="mt-phead">
        <div className="mt-phead__bar">
          <PairSwitcher market={market} quotes={CONTRACT_QUOTES} testId="contract-pair" onPick={(symbol) => navigate(contractUrls.trade(symbol), { replace: true })} />
          <span className="mt-phead__actions">{historyLink}</span>
        </div>
        <IndexPrice market={market} />
      </header>
      <ConnectionBanner />
      <div className="mc-chart" data-testid="contract-chart">
        <IndexChart symbol={market.symbol} lines={lines} height={180} />
      </div>
      <div className="mc-main">
        <ProductGate product="contract" policy={CONTRACT_GATE}>
          <OpenForm market={market} />
        </ProductGate>
      </div>
      {isLogin && <ContractLists />}
    </div>
  );
}
