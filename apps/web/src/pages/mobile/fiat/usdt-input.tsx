import { FIAT_USDT_DECIMALS } from '@exchange/contracts';
import { AmountEcho } from '../../../features/format/amount-echo';
import { useAmountInput } from '../../../features/format/use-amount-input';

type TProps = { id: string; value: string; onChange: (value: string) => void; placeholder?: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** The USDT amount of a fiat order, typed the user's way (the language's decimal mark), 2 decimals at most. */
export function UsdtInput({ value, onChange, ...rest }: TProps) {
  const field = useAmountInput(value, onChange, FIAT_USDT_DECIMALS);
  return (
    <>
      <div className="mq-input mq-input--unit">
        <input {...rest} inputMode="decimal" autoComplete="off" value={field.text} onChange={(e) => field.change(e.target.value)} data-testid="quick-buy-amount" />
        <span className="mq-unit">USDT</span>
      </div>
      <AmountEcho field={field} coin="USDT" />
    </>
  );
}
