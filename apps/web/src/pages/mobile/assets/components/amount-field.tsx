import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { cleanAmountInput } from '../../../../features/assets/decimal';
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

/** An amount input: a decimal keypad, at most the asset's decimals, the ticker and an "All" button. */
export function AmountField({ label, value, onChange, unit, onAll, scale, name = 'amount' }: TProps) {
  const { t } = useTranslation();
  return (
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
      <Input name={name} inputMode="decimal" value={value} onChange={(v) => onChange(cleanAmountInput(v, scale))} placeholder={t('assets.amountPlaceholder')} autoComplete="off" />
    </Field>
  );
}
