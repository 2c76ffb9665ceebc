import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTRACT_MARKETS, type TMarket } from '@exchange/contracts';
import { useContractConfig } from '../../../features/contract/use-contract-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { coinLogoUrl } from '../../../features/market/tickers-api';
import { LtrNumber } from '../../../features/market/ltr-number';
import { pairLabel } from '../../../features/market/market-info';
import { useDismiss } from '../../../ui/use-dismiss';
import { priceText } from './contract-text';

/**
 * The pair button of the contract header: a list of the USDT markets contracts trade, each with its
 * newest index price; choosing one puts it in the address (?symbol=), so a reload keeps it.
 */
export function ContractPairPicker({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const navigate = useNavigate();
  const config = useContractConfig();
  const [isOpen, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useDismiss(root, isOpen, setOpen);
  const priceOf = (symbol: string) => config.data?.markets.find((m) => m.symbol === symbol)?.price ?? '';
  return (
    <div className="pc-picker" ref={root}>
      <button type="button" className="pc-picker__trigger" aria-expanded={isOpen} aria-haspopup="dialog" onClick={() => setOpen(!isOpen)} data-testid="contract-pair-trigger">
        <span className="pc-sr-only">{t('pcContract.choosePair')}: </span>
        <img src={coinLogoUrl(market.base)} alt="" width={32} height={32} />
        <LtrNumber className="pc-picker__pair">{pairLabel(market)}</LtrNumber>
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {isOpen && (
        <div className="pc-picker__panel pcc-picker" role="dialog" aria-label={t('pcContract.choosePair')} data-testid="contract-pair-picker">
          <ul className="pc-picker__list">
            {CONTRACT_MARKETS.map((m) => (
              <li key={m.symbol}>
                <button
                  type="button"
                  className={m.symbol === market.symbol ? 'pc-picker__row pcc-picker__row is-active' : 'pc-picker__row pcc-picker__row'}
                  aria-current={m.symbol === market.symbol ? 'true' : undefined}
                  onClick={() => {
                    setOpen(false);
                    navigate(`/contract?symbol=${m.symbol}`);
                  }}
                  data-symbol={m.symbol}
                >
                  <span className="pc-pair">
                    <img src={coinLogoUrl(m.base)} alt="" width={20} height={20} />
                    <LtrNumber>
                      <strong>{m.base}</strong>
                      <span className="pc-muted">/{m.quote}</span>
                    </LtrNumber>
                  </span>
                  <LtrNumber>{priceText(priceOf(m.symbol), m.symbol, lang)}</LtrNumber>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
