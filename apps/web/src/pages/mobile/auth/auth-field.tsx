import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '@exchange/i18n';
import type { TFieldAria } from '../../../features/auth/field-errors';
import './auth-forms.css';

type TProps = { label: ReactNode; aria: TFieldAria; error?: TMessageKey; children: ReactNode; extra?: ReactNode; prefix?: ReactNode };

/**
 * A labelled mobile form row (label above; prefix, input, action) with its error under the field.
 * The input inside spreads `aria.input` (its id, aria-invalid, aria-describedby).
 */
export function AuthField({ label, aria, error, children, extra, prefix }: TProps) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'm-field m-field--invalid' : 'm-field'}>
      <label className="m-field__label" htmlFor={aria.input.id}>
        {label}
      </label>
      <span className="m-field__row">
        {prefix}
        <span className="m-field__input">{children}</span>
        {extra}
      </span>
      {error && (
        <span id={aria.errorId} className="m-field__error" data-testid="field-error">
          {t(`msg:${error}`)}
        </span>
      )}
    </div>
  );
}
