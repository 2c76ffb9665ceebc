import { findAsset } from '@exchange/contracts';

/** The server's coin icon (GET /bb/coin/{name}.svg). */
export const coinLogo = (currency: string) => `/bb/coin/${currency.toLowerCase()}.svg`;

/** A coin as lists show it: icon, ticker and (unless compact) its name. */
export function CoinLabel({ currency, isCompact }: { currency: string; isCompact?: boolean }) {
  const name = findAsset(currency)?.name;
  return (
    <span className="da-coin">
      <img className="da-coin__logo" src={coinLogo(currency)} alt="" width={24} height={24} loading="lazy" />
      <span className="da-coin__ticker">{currency}</span>
      {!isCompact && name && name !== currency && <span className="da-coin__name">{name}</span>}
    </span>
  );
}
