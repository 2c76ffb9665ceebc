import { Output } from '../../format/output';

/**
 * An amount in an asset's ledger units, shown exactly (every decimal it has, none invented) in the
 * reader's number format, with the asset after it.
 */
export function UnitsAmount({ units, decimals, asset }: { units: bigint; decimals: number; asset?: string }) {
  return (
    <bdi className="tp-num">
      <Output value={{ units, unitsScale: decimals }} scale={decimals} unit={asset} />
    </bdi>
  );
}
