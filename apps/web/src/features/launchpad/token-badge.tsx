import { useState } from 'react';
import { badgeHue } from './launch-form';
import './token-badge.css';

type TProps = { symbol: string; logo?: string; size?: number };

/**
 * A project's logo, or a badge drawn from its symbol when it has none (or it fails to load): a
 * coloured disc with the symbol's first letters. Decorative: the name is always written beside it.
 */
export function TokenBadge({ symbol, logo, size = 44 }: TProps) {
  const [isBroken, setBroken] = useState(false);
  if (logo && !isBroken) {
    return <img className="launch-badge launch-badge--img" src={logo} alt="" width={size} height={size} onError={() => setBroken(true)} />;
  }
  const hue = badgeHue(symbol);
  return (
    <span
      className="launch-badge"
      aria-hidden="true"
      data-testid="token-badge"
      style={{ width: size, height: size, fontSize: size * 0.34, background: `linear-gradient(135deg, hsl(${hue} 70% 42%), hsl(${(hue + 40) % 360} 70% 32%))` }}
    >
      {symbol.slice(0, 3).toUpperCase()}
    </span>
  );
}
