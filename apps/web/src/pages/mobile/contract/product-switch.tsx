import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { contractUrls } from './contract-urls';
import './contract.css';
import '../seconds/seconds.css';

type TProps = { current: 'spot' | 'contract' | 'seconds'; symbol: string };

/**
 * Spot | Contract | Seconds at the top of the Trade tab and of the contract and seconds screens:
 * three places to go (links), the current one marked. The pair carries over where the other product
 * has it (contracts trade the USDT markets only; another pair opens contracts on BTC/USDT; the
 * seconds screen falls back to its first market by itself).
 */
export function ProductSwitch({ current, symbol }: TProps) {
  const { t } = useTranslation();
  const items = [
    { key: 'spot', to: `/trade?symbol=${symbol}`, label: t('mContract.spot') },
    { key: 'contract', to: contractUrls.trade(findContractMarket(symbol)?.symbol), label: t('mContract.contract') },
    { key: 'seconds', to: `/seconds?symbol=${findContractMarket(symbol)?.symbol ?? 'btcusdt'}`, label: t('mSeconds.switch') },
  ] as const;
  return (
    <nav className="mc-switch" aria-label={t('mContract.switchLabel')} data-testid="product-switch">
      {items.map((item) => (
        <Link
          key={item.key}
          to={item.to}
          replace
          className="mc-switch__item"
          aria-current={item.key === current ? 'page' : undefined}
          data-product={item.key}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
