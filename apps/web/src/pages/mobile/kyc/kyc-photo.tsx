import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKycError, TKycPhoto, TKycSide } from '../../../features/kyc/kyc-form';
import { kycErrorText } from '../../../features/kyc/kyc-error-text';
import { ImageFileInput } from '../../../ui/image-file-input';

type TProps = { side: TKycSide; photo: TKycPhoto; error?: TKycError; onFile: (file: File) => void };

/**
 * One ID photo of the mobile form: a large tap target showing the picked picture at once (a local
 * preview, while it uploads), or what to do; its problem under it.
 */
export function KycPhoto({ side, photo, error, onFile }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const label = t(side === 'front' ? 'kyc.front' : 'kyc.back');
  const errorId = `kyc-${side}-error`;
  return (
    <div className={error ? 'm-kyc-photo m-kyc-photo--invalid' : 'm-kyc-photo'}>
      <span className="m-field__label" id={`kyc-${side}-label`}>
        {label}
      </span>
      <button
        type="button"
        className="m-kyc-photo__box"
        onClick={() => input.current?.click()}
        aria-labelledby={`kyc-${side}-label kyc-${side}-action`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        data-testid={`kyc-${side}`}
        data-status={photo.status}
      >
        {photo.preview ? (
          <img className="m-kyc-photo__img" src={photo.preview} alt={t(side === 'front' ? 'kyc.previewFront' : 'kyc.previewBack')} />
        ) : (
          <svg className="m-kyc-photo__icon" width="56" height="40" viewBox="0 0 56 40" aria-hidden="true">
            <rect x="1" y="1" width="54" height="38" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
            {side === 'front' ? <circle cx="17" cy="17" r="6" fill="currentColor" /> : <rect x="8" y="26" width="40" height="4" rx="2" fill="currentColor" />}
            <rect x="28" y="12" width="20" height="3" rx="1.5" fill="currentColor" />
            <rect x="28" y="19" width="14" height="3" rx="1.5" fill="currentColor" />
          </svg>
        )}
        <span className="m-kyc-photo__action" id={`kyc-${side}-action`}>
          {photo.status === 'uploading' ? t('kyc.uploading') : t(photo.preview ? 'kyc.changePhoto' : 'kyc.pickPhoto')}
        </span>
      </button>
      {error && (
        <span id={errorId} className="m-field__error" data-testid="field-error">
          {kycErrorText(t, error)}
        </span>
      )}
      <ImageFileInput inputRef={input} testId={`kyc-${side}-file`} onFile={onFile} />
    </div>
  );
}
