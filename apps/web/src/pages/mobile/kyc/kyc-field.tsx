import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKycError } from '../../../features/kyc/kyc-form';
import { kycErrorText } from '../../../features/kyc/kyc-error-text';
import '../auth/auth-forms.css';

type TProps = { id: string; label: ReactNode; error?: TKycError; children: ReactNode; hint?: ReactNode };

/** The id of a field's message, which its input points at with aria-describedby while there is one. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A labelled row of the mobile KYC form, with its error (or hint) under it. */
export function KycField({ id, label, error, children, hint }: TProps) {
  const { t } = useTranslation();
  return (
    <div className={error ? 'm-field m-field--invalid' : 'm-field'}>
      <label className="m-field__label" htmlFor={id}>
        {label}
      </label>
      <span className="m-field__row">
        <span className="m-field__input">{children}</span>
      </span>
      {error ? (
        <span id={errorIdOf(id)} className="m-field__error" data-testid="field-error">
          {kycErrorText(t, error)}
        </span>
      ) : (
        hint && <span className="m-kyc__hint">{hint}</span>
      )}
    </div>
  );
}
