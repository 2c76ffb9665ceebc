import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureOutline } from 'antd-mobile-icons';
import type { TUploadedFile } from '../../../../features/assets/assets-types';
import { useUploadProof } from '../../../../features/assets/use-assets-mutations';
import { PrivateImage } from '../../../../features/files/private-image';
import { ImageFileInput } from '../../../../ui/image-file-input';

type TProps = { value: TUploadedFile | null; onChange: (file: TUploadedFile | null) => void };

/** The payment proof: pick an image, it is uploaded at once (type=proof) and shown as a thumbnail. */
export function ProofPicker({ value, onChange }: TProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProof();
  const pick = async (file: File) => {
    const result = await upload.submit(file);
    if (result) onChange(result.data);
  };
  return (
    <div className="ma-proof">
      <div className="m-field__label">{t('assets.proof')}</div>
      <button type="button" className="ma-proof__box" onClick={() => input.current?.click()} disabled={upload.isPending}>
        {value ? <PrivateImage src={value.url} alt={t('assets.proof')} /> : <PictureOutline fontSize={28} aria-hidden="true" />}
        <span>{value ? t('assets.changeProof') : t('assets.uploadProof')}</span>
      </button>
      <p className="ma-hint">{t('assets.proofHint')}</p>
      <ImageFileInput inputRef={input} testId="proof-file" onFile={(file) => void pick(file)} />
    </div>
  );
}
