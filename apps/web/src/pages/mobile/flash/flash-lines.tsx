import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { FlashCountdown } from '../../../features/flash/flash-countdown';
import { FlashSummaryLines } from '../../../features/flash/flash-summary-lines';
import type { TFlashFormApi } from '../../../features/flash/use-flash-form';

/** The quote's figures with its countdown and Refresh; with what is given and received in the confirmation. */
export function FlashLines({ form, isFinal }: { form: TFlashFormApi; isFinal?: boolean }) {
  const { t } = useTranslation();
  const { summary } = form;
  const quote = summary.quote;
  return (
    <div className="mx-quote" aria-busy={form.isQuoting} data-testid={isFinal ? 'flash-confirm-lines' : 'flash-quote'}>
      <FlashSummaryLines form={form} isFinal={isFinal} className="mx-lines" mainClassName="mx-lines__main" mutedClassName="mx-muted" />
      {(quote || form.isQuoting || form.buttons.canRefresh) && (
        <div className="mx-timer">
          {quote || form.isQuoting ? <FlashCountdown secondsLeft={summary.secondsLeft} progress={summary.progress} isQuoting={form.isQuoting} size={36} /> : <span />}
          <Button size="small" onClick={form.refresh} disabled={form.isQuoting || form.isExecuting} data-testid="flash-refresh">
            {t('flash.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
}
