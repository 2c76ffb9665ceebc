type TProps = { currency: string; size?: number };

/** The coin's logo (GET /bb/coin/{name}.svg); decorative, the ticker is always written beside it. */
export function CoinLogo({ currency, size = 28 }: TProps) {
  return <img className="ma-logo" src={`/bb/coin/${encodeURIComponent(currency)}.svg`} width={size} height={size} alt="" loading="lazy" />;
}
