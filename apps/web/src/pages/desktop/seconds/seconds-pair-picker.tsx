import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { coinLogoUrl } from '../../../features/market/tickers-api';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TSecondsConfig } from '../../../features/seconds/seconds-api';
import { useDismiss } from '../../../ui/use-dismiss';
import { secondsPriceText } from './seconds-cells';

type TPair = { symbol: string; baseCoin: string; quoteCoin: string };

/**
 * The pair button of the seconds header: the markets the operator offers (getConfig), each with its
 * newest index price; choosing one puts it in the address (?symbol=), so a reload keeps it.
 */
export function SecondsPairPicker({ pair, markets }: { pair: TPair; markets: TSecondsConfig['markets'] }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, isOpen, setOpen);
  return (
    <div className="pc-picker" ref={root}>
      <button
        type="button"
        className="pc-picker__trigger"
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={() => setOpen(!isOpen)}
        disabled={markets.length === 0}
        data-testid="seconds-pair-trigger"
      >
        <span className="pc-sr-only">{t('pcSeconds.choosePair')}: </span>
        <img src={coinLogoUrl(pair.baseCoin)} alt="" width={32} height={32} />
        <LtrNumber className="pc-picker__pair">{`${pair.baseCoin}/${pair.quoteCoin}`}</LtrNumber>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {isOpen && (
        <div className="pc-picker__panel pcc-picker" role="dialog" aria-label={t('pcSeconds.choosePair')} data-testid="seconds-pair-picker">
          <ul className="pc-picker__list">
            {markets.map((m) => (
              <li key={m.symbol}>
                <button
                  type="button"
                  className={m.symbol === pair.symbol ? 'pc-picker__row pcc-picker__row is-active' : 'pc-picker__row pcc-picker__row'}
                  aria-current={m.symbol === pair.symbol ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    navigate(`/secondContract?symbol=${m.symbol}`);
                  }}
                  data-symbol={m.symbol}
                >
                  <span className="pc-pair">
                    <img src={coinLogoUrl(m.baseCoin)} alt="" width={20} height={20} />
                    <LtrNumber>
                      <strong>{m.baseCoin}</strong>
                      <span className="pc-muted">/{m.quoteCoin}</span>
                    </LtrNumber>
                  </span>
                  <LtrNumber>{secondsPriceText(m.price, m.symbol, lang, m.pricePrecision)}</LtrNumber>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
