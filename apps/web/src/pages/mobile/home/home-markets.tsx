import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOutput } from '../../../features/format/format-output';
import { ChangeText } from '../../../features/market/change-text';
import { trendOf } from '../../../features/market/format-market';
import { pairLabel } from '../../../features/market/market-info';
import type { TTicker } from '../../../features/market/market-types';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useTickers } from '../../../features/market/use-tickers';
import { EmptyState } from '../../../ui/empty-state';
import { ConnectionBanner } from '../market/connection-banner';
import { MarketRow } from '../market/market-row';
import { topTickers } from '../../../features/market/filter-tickers';
import '../trade/trade.css';

/** The headline pairs of the home cards (SPEC §9: BTC/USDT is the default pair). */
const HEADLINE = ['btcusdt', 'ethusdt', 'ltcusdt'];
const TOP_COUNT = 5;

/**
 * Home's market section, live: three headline cards (last price and 24 h change), then the top five
 * USDT markets by 24 h gain or by volume. Everything opens the pair's trade screen. Uses no UI kit,
 * so the first page stays small.
 */
export function HomeMarkets() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const tickers = useTickers('USDT');
  const [by, setBy] = useState<'gainers' | 'volume'>('gainers');
  const list = tickers.data ?? [];
  const top = useMemo(() => topTickers(tickers.data ?? [], by, TOP_COUNT), [tickers.data, by]);
  const open = (symbol: string) => navigate(`/trade?symbol=${symbol}`);
  const cards = HEADLINE.map((symbol) => list.find((x) => x.symbol === symbol)).filter((x): x is TTicker => Boolean(x));

  return (
    <>
      <ConnectionBanner />
      <section className="mt-hcards" aria-label={t('home.markets')} aria-busy={tickers.isLoading}>
        {tickers.isLoading
          ? HEADLINE.map((s) => <div key={s} className="mt-hcard mt-hcard--loading" />)
          : cards.map((ticker) => (
              <button key={ticker.symbol} type="button" className="mt-hcard" data-symbol={ticker.symbol} onClick={() => open(ticker.symbol)}>
                <bdi dir="ltr" className="mt-hcard__pair">{pairLabel({ base: ticker.baseCoin, quote: ticker.quoteCoin })}</bdi>
                <span className="mt-hcard__price" data-trend={trendOf(ticker.tick.open, ticker.tick.close)}>
                  <bdi dir="ltr">{ticker.tick.close ? formatOutput(ticker.tick.close, lang, { decimals: ticker.pricePrecision }) : '--'}</bdi>
                </span>
                <ChangeText open={ticker.tick.open} close={ticker.tick.close} className="mt-hcard__change" />
              </button>
            ))}
      </section>
      <section className="m-card mt-hlist">
        <header className="mt-hlist__head">
          <h2 className="m-card__title">{t('home.markets')}</h2>
          <Link to="/market" className="mt-hlist__more">{t('market.allMarkets')}</Link>
        </header>
        <div className="mt-seg" role="group" aria-label={t('home.markets')}>
          {(['gainers', 'volume'] as const).map((k) => (
            <button key={k} type="button" className="mt-seg__btn" aria-pressed={by === k} onClick={() => setBy(k)}>
              {t(`mtrade.home.${k}`)}
            </button>
          ))}
        </div>
        {tickers.isLoading ? (
          <div className="mt-hlist__loading" aria-busy="true" />
        ) : tickers.isError && !tickers.data ? (
          <EmptyState description={t('common.loadFailed')} />
        ) : top.length === 0 ? (
          <EmptyState description={by === 'gainers' ? t('mtrade.home.noGainers') : t('msg:noData')} />
        ) : (
          <div className="mt-list" data-testid="home-top">
            {top.map((ticker) => (
              <MarketRow key={ticker.symbol} ticker={ticker} lang={lang} onPick={open} />
            ))}
          </div>
        )}
      </section>
    </>
  );
}
