import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { ChangeText, TREND_COLORS } from '../../../features/market/change-text';
import { formatCompact, trendOf } from '../../../features/market/format-market';
import { formatOutput } from '../../../features/format/format-output';
import { LtrNumber } from '../../../features/market/ltr-number';
import { SocketStatus } from '../../../features/market/socket-status';
import { useTicker } from '../../../features/market/use-tickers';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { pairLabel } from '../../../features/market/market-info';
import { PairPicker } from './pair-picker';

/** The trading page's header: the pair (and picker), last price, 24 h change, high, low and volumes. */
export function MarketHeader({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { data: ticker } = useTicker(market.symbol);
  const tick = ticker?.tick;
  const price = (value: number | undefined) => (value ? formatOutput(value, lang, { decimals: market.pricePrecision }) : '—');
  const stats = [
    { label: t('market.high24h'), value: <LtrNumber>{price(tick?.high)}</LtrNumber> },
    { label: t('market.low24h'), value: <LtrNumber>{price(tick?.low)}</LtrNumber> },
    { label: t('market.volume24h'), value: <LtrNumber>{tick ? `${formatCompact(tick.vol, lang)} ${market.base}` : '—'}</LtrNumber> },
    { label: t('market.turnover24h'), value: <LtrNumber>{tick ? `${formatCompact(tick.amount, lang)} ${market.quote}` : '—'}</LtrNumber> },
  ];
  return (
    <section className="pc-trade__panel pc-mhead" data-testid="market-header">
      {/* The page's name for screen readers; the pair shows in the picker beside it. */}
      <h1 className="pc-sr-only">
        {t('nav.tradeDetail')} <bdi dir="ltr">{pairLabel(market)}</bdi>
      </h1>
      <PairPicker market={market} />
      <div className="pc-mhead__price">
        <LtrNumber className="pc-mhead__last">
          <span style={{ color: tick ? TREND_COLORS[trendOf(tick.open, tick.close)] : undefined }} data-testid="last-price">
            {price(tick?.close)}
          </span>
        </LtrNumber>
      </div>
      <dl className="pc-mhead__stats">
        <div>
          <dt>{t('market.change24h')}</dt>
          <dd>{tick ? <ChangeText open={tick.open} close={tick.close} /> : '—'}</dd>
        </div>
        {stats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <SocketStatus className="pc-mhead__socket" />
    </section>
  );
}
