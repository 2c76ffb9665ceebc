import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/format-date';
import { Output } from '../format/output';
import { useLocaleStore } from '../locale/locale-store';
import type { TFlashRecord } from './flash-api';
import { flashFeesText, flashRateText, flashRouteText } from './flash-text';
import { FlashLine } from './flash-line';

/**
 * A conversion as done, line by line (both interfaces; `className` is the interface's list style):
 * what was given and quoted, price, route, fees, what was left over, time.
 */
export function FlashResultLines({ record, className }: { record: TFlashRecord; className: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  return (
    <dl className={className}>
      <FlashLine label={t('flash.given')}>
        <bdi dir="ltr" data-testid="flash-result-given"><Output value={record.amount} asset={record.from} /></bdi>
      </FlashLine>
      <FlashLine label={t('flash.quoted')}>
        <bdi dir="ltr"><Output value={record.quoted} asset={record.to} /></bdi>
      </FlashLine>
      <FlashLine label={t('flash.price')}>
        <bdi dir="ltr">{flashRateText(record.from, record.price, record.to, lang)}</bdi>
      </FlashLine>
      <FlashLine label={t('flash.route')}>
        <bdi dir="ltr">{flashRouteText(record.route)}</bdi>
      </FlashLine>
      <FlashLine label={t('flash.fees')}>
        <bdi dir="ltr">{flashFeesText(record.fees, lang) || t('flash.noFee')}</bdi>
      </FlashLine>
      {record.left.length > 0 && (
        <FlashLine label={t('flash.left')}>
          <bdi dir="ltr">{flashFeesText(record.left, lang)}</bdi>
        </FlashLine>
      )}
      <FlashLine label={t('flash.time')}>
        <bdi dir="ltr">{formatDateTime(record.time, lang, { seconds: true })}</bdi>
      </FlashLine>
    </dl>
  );
}
