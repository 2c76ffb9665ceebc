import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '@exchange/i18n';
import type { TFieldAria } from '../../../features/auth/field-errors';
import './auth-forms.css';

type TProps = { label: ReactNode; aria: TFieldAria; error?: TMessageKey; children: ReactNode };

/**
 * A labelled desktop form row with its error under the field. The input inside spreads `aria.input`
 * (its id, aria-invalid, aria-describedby) and sets antd's error status itself.
 */
export function FieldRow({ label, aria, error, children }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="pc-row">
      <label className="pc-row__label" htmlFor={aria.input.id}>
        {label}
      </label>
      {children}
      {error && (
        <span id={aria.errorId} className="pc-row__error" data-testid="field-error">
          {t(`msg:${error}`)}
        </span>
      )}
    </div>
  );
}
