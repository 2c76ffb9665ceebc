import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TProps = { leverages: readonly number[]; value: number | null; onChange: (leverage: number) => void };

/** The leverages the market offers the user (capped for their country), as a row of choices. */
export function LeverageChooser({ leverages, value, onChange }: TProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="mc-leverage">
      <span className="mc-field__label" id={labelId}>
        {t('contract.leverage')}
      </span>
      <div className="mc-chips" role="group" aria-labelledby={labelId}>
        {leverages.map((leverage) => (
          <button
            key={leverage}
            type="button"
            className="mc-chip"
            aria-pressed={leverage === value}
            data-leverage={leverage}
            onClick={() => onChange(leverage)}
          >
            <bdi dir="ltr">{t('contract.leverageValue', { value: leverage })}</bdi>
          </button>
        ))}
      </div>
    </div>
  );
}
