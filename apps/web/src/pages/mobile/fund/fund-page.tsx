import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TGatePolicy } from '../../../features/products/product-gate';
import { useFunds } from '../../../features/fund/use-fund-data';
import { useSessionStore } from '../../../features/session/session-store';
import { SubPage } from '../../../ui/mobile/sub-page';
import { ProductGate } from '../components/product-gate';
import { FundBuyPopup } from './fund-buy-popup';
import { FundCard } from './fund-card';
import { FundPager } from './fund-pager';
import { FundEmpty, FundFailed, FundLoading } from './fund-states';
import { FundSummaryStrip } from './fund-summary-strip';
import './fund.css';

/** A visitor sees the funds; buying asks them to log in (the list is public, like contracts). */
const FUND_GATE: TGatePolicy = { hasOwnLogin: true };

/**
 * /fund: the funds (rate, cycle, price, pool) with their detail and the purchase popup, behind the
 * fund product's gate; a logged-in user also sees their totals and the way to My funds.
 */
export function FundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useSessionStore((s) => s.isLogin);
  const [now] = useState(() => Date.now());
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [buyId, setBuyId] = useState<number | null>(null);
  const funds = useFunds(page);
  const buy = (id: number) => {
    if (!isLogin) navigate('/login', { state: { from: location.pathname + location.search } });
    else setBuyId(id);
  };
  const myLink = isLogin ? (
    <Link to="/fund/my" className="mf-navlink" data-testid="fund-my-link">
      {t('fund.tabs.my')}
    </Link>
  ) : undefined;
  return (
    <SubPage title={t('fund.title')} right={myLink}>
      <div className="mf-page" data-testid="fund-page">
        <ProductGate product="fund" policy={FUND_GATE}>
          {isLogin && <FundSummaryStrip />}
          <p className="mf-muted mf-intro">{t('fund.subtitle')}</p>
          {funds.isError && !funds.data ? (
            <FundFailed onRetry={() => void funds.refetch()} />
          ) : !funds.data ? (
            <FundLoading />
          ) : funds.data.list.length === 0 ? (
            <FundEmpty text={t('fund.empty')} />
          ) : (
            <>
              <ul className="mf-cards" data-testid="fund-list" data-total={funds.data.totalRow}>
                {funds.data.list.map((fund) => (
                  <FundCard
                    key={fund.id}
                    fund={fund}
                    now={now}
                    isExpanded={expanded === fund.id}
                    onToggle={() => setExpanded(expanded === fund.id ? null : fund.id)}
                    onBuy={() => buy(fund.id)}
                    buyLabel={isLogin ? t('fund.buy') : t('fund.loginToBuy')}
                  />
                ))}
              </ul>
              <FundPager page={page} total={funds.data.totalRow} onPage={setPage} />
            </>
          )}
        </ProductGate>
      </div>
      <FundBuyPopup fundId={buyId} onClose={() => setBuyId(null)} onBought={() => navigate('/fund/my')} />
    </SubPage>
  );
}
