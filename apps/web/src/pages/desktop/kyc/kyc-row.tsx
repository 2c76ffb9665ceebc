import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKycError } from '../../../features/kyc/kyc-form';
import { kycErrorText } from '../../../features/kyc/kyc-error-text';
import '../auth/auth-forms.css';

type TProps = { id: string; label: ReactNode; error?: TKycError; hint?: ReactNode; children: ReactNode; labelId?: string };

export const errorIdOf = (id: string) => `${id}-error`;

/** A labelled desktop row of the KYC form, with its error (or hint) under it. */
export function KycRow({ id, label, error, hint, children, labelId }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="pc-row">
      <label className="pc-row__label" htmlFor={id} id={labelId}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={errorIdOf(id)} className="pc-row__error" data-testid="field-error">
          {kycErrorText(t, error)}
        </span>
      ) : (
        hint && <span className="pc-row__hint">{hint}</span>
      )}
    </div>
  );
}
