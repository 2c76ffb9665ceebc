import { Input, type InputProps } from 'antd';
import { AmountEcho } from '../../../features/format/amount-echo';
import { useAmountInput } from '../../../features/format/use-amount-input';

type TProps = Omit<InputProps, 'value' | 'onChange'> & {
  /** The canonical decimal the form keeps ("1000.5"); the input shows it in the user's language. */
  value: string;
  onChange: (value: string) => void;
  /** The decimals the value may have (the asset's scale, a market's precision); more are refused. */
  scale?: number;
  /** The coin named on the line under the field ("= 1,000 USDT"). */
  coin: string;
  echoTestId?: string;
};

/**
 * The desktop amount or price input (antd): the one behaviour of every amount field
 * (use-amount-input.ts), with what was understood, or why not, on a line under it.
 */
export function AmountInput({ value, onChange, scale, coin, echoTestId, ...rest }: TProps) {
  const field = useAmountInput(value, onChange, scale);
  return (
    <>
      <Input {...rest} inputMode="decimal" autoComplete="off" value={field.text} onChange={(e) => field.change(e.target.value)} />
      <AmountEcho field={field} coin={coin} testId={echoTestId} />
    </>
  );
}
