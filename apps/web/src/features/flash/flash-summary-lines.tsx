import { useTranslation } from 'react-i18next';
import { Output } from '../format/output';
import { useLocaleStore } from '../locale/locale-store';
import { flashFeesText, flashRateText, flashRouteText, flashToleranceText } from './flash-text';
import { FlashLine } from './flash-line';
import type { TFlashFormApi } from './use-flash-form';

type TProps = {
  form: TFlashFormApi;
  /** The confirmation: what is given and received come first. */
  isFinal?: boolean;
  /** The interface's classes: the list, the received line, the inverse price. */
  className: string;
  mainClassName: string;
  mutedClassName: string;
  /** A test id on the fees' value, where the interface has one. */
  feesTestId?: string;
};

/**
 * The live quote's figures (both interfaces): price both ways, the least it promises and its
 * tolerance, route, fees, left-overs; '—' while there is no quote. The confirmation first says what
 * is given and what the books give now.
 */
export function FlashSummaryLines({ form, isFinal, className, mainClassName, mutedClassName, feesTestId }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { summary, state } = form;
  const quote = summary.quote;
  return (
    <dl className={className}>
      {isFinal && quote && (
        <>
          <FlashLine label={t('flash.give')}>
            <bdi dir="ltr" data-testid="flash-confirm-give"><Output value={quote.amount} asset={quote.from} /></bdi>
          </FlashLine>
          <FlashLine label={t('flash.expected')} className={mainClassName}>
            <bdi dir="ltr" data-testid="flash-confirm-expected"><Output value={quote.expected} asset={quote.to} /></bdi>
          </FlashLine>
        </>
      )}
      <FlashLine label={t('flash.price')} valueTestId="flash-price">
        {summary.price && summary.inversePrice ? (
          <>
            <bdi dir="ltr">{flashRateText(state.from, summary.price, state.to, lang)}</bdi>
            <br />
            <bdi dir="ltr" className={mutedClassName}>{flashRateText(state.to, summary.inversePrice, state.from, lang)}</bdi>
          </>
        ) : (
          '—'
        )}
      </FlashLine>
      <FlashLine label={t('flash.receive')} valueTestId="flash-min-receive">
        {summary.minReceive !== null ? <bdi dir="ltr"><Output value={summary.minReceive} asset={state.to} /></bdi> : '—'}
      </FlashLine>
      <FlashLine label={t('flash.tolerance')} valueTestId="flash-tolerance">
        {quote ? <bdi dir="ltr">{flashToleranceText(summary.toleranceBps, lang)}</bdi> : '—'}
      </FlashLine>
      <FlashLine label={t('flash.route')} valueTestId="flash-route">
        {summary.route.length ? <bdi dir="ltr">{flashRouteText(summary.route)}</bdi> : '—'}
      </FlashLine>
      <FlashLine label={t('flash.fees')} valueTestId={feesTestId}>
        {quote ? <bdi dir="ltr">{flashFeesText(summary.fees, lang) || t('flash.noFee')}</bdi> : '—'}
      </FlashLine>
      {summary.left.length > 0 && (
        <FlashLine label={t('flash.left')}>
          <bdi dir="ltr">{flashFeesText(summary.left, lang)}</bdi>
        </FlashLine>
      )}
    </dl>
  );
}
