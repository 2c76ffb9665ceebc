import { coinLogoUrl } from '../../../features/market/tickers-api';

/** A coin's round logo (the server draws one for any coin name); decorative, the pair is written beside it. */
export function CoinLogo({ coin, size = 28 }: { coin: string; size?: number }) {
  return <img className="mt-logo" src={coinLogoUrl(coin)} width={size} height={size} alt="" loading="lazy" />;
}
