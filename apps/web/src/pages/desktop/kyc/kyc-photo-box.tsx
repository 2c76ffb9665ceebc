import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IdcardOutlined, LoadingOutlined } from '@ant-design/icons';
import type { TKycError, TKycPhoto, TKycSide } from '../../../features/kyc/kyc-form';
import { kycErrorText } from '../../../features/kyc/kyc-error-text';
import { ImageFileInput } from '../../../ui/image-file-input';

type TProps = { side: TKycSide; photo: TKycPhoto; error?: TKycError; onFile: (file: File) => void };

/** One ID photo of the desktop form: a drop-in box that shows the picked picture at once, then uploads it. */
export function KycPhotoBox({ side, photo, error, onFile }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = `pc-kyc-${side}-error`;
  return (
    <div className="pc-row pc-kyc-photo">
      <span className="pc-row__label" id={`pc-kyc-${side}-label`}>
        {t(side === 'front' ? 'kyc.front' : 'kyc.back')}
      </span>
      <button
        type="button"
        className={error ? 'pc-kyc-photo__box pc-kyc-photo__box--invalid' : 'pc-kyc-photo__box'}
        onClick={() => input.current?.click()}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const file = e.dataTransfer.files[0];
          if (file) onFile(file);
        }}
        aria-labelledby={`pc-kyc-${side}-label pc-kyc-${side}-action`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        data-testid={`kyc-${side}`}
        data-status={photo.status}
      >
        {photo.preview ? (
          <img className="pc-kyc-photo__img" src={photo.preview} alt={t(side === 'front' ? 'kyc.previewFront' : 'kyc.previewBack')} />
        ) : (
          <IdcardOutlined className="pc-kyc-photo__icon" aria-hidden />
        )}
        <span className="pc-kyc-photo__action" id={`pc-kyc-${side}-action`}>
          {photo.status === 'uploading' && <LoadingOutlined aria-hidden />} {photo.status === 'uploading' ? t('kyc.uploading') : t(photo.preview ? 'kyc.changePhoto' : 'kyc.pickPhoto')}
        </span>
      </button>
      {error && (
        <span id={errorId} className="pc-row__error" data-testid="field-error">
          {kycErrorText(t, error)}
        </span>
      )}
      <ImageFileInput inputRef={input} testId={`kyc-${side}-file`} onFile={onFile} />
    </div>
  );
}
