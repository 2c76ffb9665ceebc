import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountEcho } from '../../../../features/format/amount-echo';
import { useAmountInput } from '../../../../features/format/use-amount-input';
import { Field } from '../../../../ui/mobile/field';

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The ticker after the input. */
  unit: string;
  /** Fills in the most that can be used ("All"); no button without it. */
  onAll?: () => void;
  scale?: number;
  name?: string;
};

/**
 * An amount input: a decimal keypad, the ticker and an "All" button, read the one way of every amount
 * field (use-amount-input.ts), with what was understood, or why not, under it. `value` is canonical.
 */
export function AmountField({ label, value, onChange, unit, onAll, scale, name = 'amount' }: TProps) {
  const { t } = useTranslation();
  const field = useAmountInput(value, onChange, scale);
  return (
    <>
      <Field
        label={label}
        extra={
          <span className="ma-amount__extra">
            <span className="ma-amount__unit">{unit}</span>
            {onAll && (
              <button type="button" className="ma-link-btn" onClick={onAll}>
                {t('assets.all')}
              </button>
            )}
          </span>
        }
      >
        <Input name={name} inputMode="decimal" value={field.text} onChange={field.change} placeholder={t('assets.amountPlaceholder')} autoComplete="off" />
      </Field>
      <AmountEcho field={field} coin={unit} testId={`${name}-echo`} />
    </>
  );
}
