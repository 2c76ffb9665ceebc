import { useTranslation } from 'react-i18next';
import { FLASH_TOLERANCE_BPS } from '@exchange/contracts';
import { useLocaleStore } from '../locale/locale-store';
import { flashToleranceText } from './flash-text';

/**
 * What a quote promises, under the form and in the confirmation (both interfaces): at least the
 * quoted minimum or nothing, how far the market may move (the published tolerance), how long a
 * quote is valid and that it renews itself.
 */
export function FlashGuarantee({ validMs, className }: { validMs: number; className: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <p className={className} data-testid="flash-guarantee">
      {t('flash.guarantee', { seconds: String(Math.round(validMs / 1000)) })} {t('flash.toleranceNote', { tolerance: flashToleranceText(FLASH_TOLERANCE_BPS, lang) })}
    </p>
  );
}
