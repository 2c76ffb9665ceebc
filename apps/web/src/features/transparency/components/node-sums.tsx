import { useTranslation } from 'react-i18next';
import { UnitsAmount } from './units-amount';

type TProps = { sums: readonly (bigint | string)[]; assets: readonly string[]; decimals: readonly number[] };

const toUnits = (value: bigint | string): bigint => (typeof value === 'bigint' ? value : /^-?\d+$/.test(value) ? BigInt(value) : 0n);

/** A node's sums per asset: the assets with an amount, then how many others are at 0 (a leaf holds few of them). */
export function NodeSums({ sums, assets, decimals }: TProps) {
  const { t } = useTranslation();
  const held = assets.map((asset, i) => ({ asset, units: toUnits(sums[i] ?? 0n), decimals: decimals[i] ?? 0 })).filter((s) => s.units !== 0n);
  return (
    <span className="tp-sums">
      {held.map((s) => (
        <span key={s.asset} className="tp-sum">
          <UnitsAmount units={s.units} decimals={s.decimals} asset={s.asset} />
        </span>
      ))}
      {held.length < assets.length && <span className="tp-muted">{t('transparency.verify.othersZero')}</span>}
    </span>
  );
}
