import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatOutput } from '../../../features/format/format-output';
import { ChangeText } from '../../../features/market/change-text';
import { formatCompact } from '../../../features/market/format-market';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useTickers } from '../../../features/market/use-tickers';
import { useLocaleStore } from '../../../features/locale/locale-store';

/** The headline pairs of the home page. */
const HEADLINE = ['btcusdt', 'ethusdt', 'ltcusdt', 'xrpusdt'];

/** A card per headline pair: logo, pair, live last price, 24 h change and volume; opens its trading page. */
export function MarketCards() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLocaleStore((s) => s.lang);
  const tickers = useTickers('USDT');
  const cards = HEADLINE.map((symbol) => tickers.data?.find((x) => x.symbol === symbol));
  return (
    <div className="pc-cards" aria-label={t('market.popular')} data-testid="market-cards">
      {cards.map((card, i) =>
        card ? (
          <button key={card.symbol} type="button" className="pc-cards__card" onClick={() => navigate(`/home/detail?symbol=${card.symbol}`)} data-symbol={card.symbol}>
            <span className="pc-pair">
              <img src={card.logo} alt="" width={28} height={28} />
              <LtrNumber>
                <strong>{card.baseCoin}</strong>
                <span className="pc-muted">/{card.quoteCoin}</span>
              </LtrNumber>
              <ChangeText className="pc-cards__change" open={card.tick.open} close={card.tick.close} />
            </span>
            <LtrNumber className="pc-cards__price">{card.tick.close ? formatOutput(card.tick.close, lang, { decimals: card.pricePrecision }) : '—'}</LtrNumber>
            <span className="pc-cards__vol pc-muted">
              {t('market.volume24h')}{' '}
              <LtrNumber>
                {formatCompact(card.tick.vol, lang)} {card.baseCoin}
              </LtrNumber>
            </span>
          </button>
        ) : (
          <div key={HEADLINE[i]} className="pc-cards__card is-loading" aria-hidden="true" />
        ),
      )}
    </div>
  );
}
