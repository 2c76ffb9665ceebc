import { useTranslation } from 'react-i18next';
import { usePrivateImage } from './use-private-image';

type TProps = {
  src: string;
  alt: string;
  className?: string;
  /** Instead of the image, a text link that opens it in a new tab (its object URL, same origin). */
  linkText?: string;
  testId?: string;
  /** Pixel size, kept by the placeholders too so the layout does not jump. */
  width?: number;
  height?: number;
};

/**
 * An <img> for a private upload (deposit proof, KYC photo), which a plain src cannot load since
 * the server wants the session header. Shows a busy placeholder while loading and a short reason
 * if it cannot be shown.
 */
export function PrivateImage({ src, alt, className, linkText, testId, width, height }: TProps) {
  const { t } = useTranslation();
  const image = usePrivateImage(src);
  const box = linkText ? undefined : { display: 'inline-block', width, height };
  if (image.status === 'loading') return <span className={className} style={box} aria-busy="true" role="img" aria-label={alt} data-testid={testId} />;
  if (image.status === 'error') {
    return (
      <span className={className} style={box} role="img" aria-label={alt} data-testid={testId}>
        {image.isMissing ? t('msg:notFound') : t('common.networkError')}
      </span>
    );
  }
  if (linkText) {
    return (
      <a className={className} href={image.url} target="_blank" rel="noreferrer" data-testid={testId}>
        {linkText}
      </a>
    );
  }
  return <img src={image.url} alt={alt} className={className} width={width} height={height} data-testid={testId} />;
}
