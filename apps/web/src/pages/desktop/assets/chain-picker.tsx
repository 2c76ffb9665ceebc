import { Radio } from 'antd';
import { chainsOf } from '../../../features/assets/catalog';

/** The networks a coin travels on (one button each; most coins have one). */
export function ChainPicker({ currency, value, onChange, isDisabled }: { currency: string; value: string; onChange: (chain: string) => void; isDisabled?: boolean }) {
  return (
    <Radio.Group
      className="da-chains"
      optionType="button"
      buttonStyle="solid"
      value={value}
      disabled={isDisabled}
      onChange={(e) => onChange(e.target.value as string)}
      options={chainsOf(currency).map((c) => ({ value: c.chain, label: c.chain }))}
      data-testid="chain-picker"
    />
  );
}
