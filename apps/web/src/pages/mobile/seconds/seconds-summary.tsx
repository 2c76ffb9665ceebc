import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SECONDS_ASSET } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { Output } from '../../../features/format/output';
import { breakEvenPercent, type TSecondsSummary } from '../../../features/seconds/seconds-form';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { USDT_SCALE } from '../contract/contract-view';

type TProps = { summary: TSecondsSummary; testId?: string };

/**
 * What an order would do, before it is sent (the engine's summary as it is): the fee, the total that
 * leaves the contract account, what a win pays on top of the stake and in all, and the break-even
 * win rate for the duration with what it means. The confirmation shows the same lines.
 */
export function SecondsSummary({ summary, testId = 'seconds-summary' }: TProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const usdt = (value: string | null) => (value === null ? '--' : <Output value={value} scale={USDT_SCALE} empty="--" />);
  const line = (label: string, value: ReactNode, id: string, unit: string = SECONDS_ASSET) => (
    <div className="mt-line">
      <dt>{label}</dt>
      <dd className="mt-line__value" data-testid={`${testId}-${id}`}>
        <bdi dir="ltr">{value}</bdi>
        {unit && ` ${unit}`}
      </dd>
    </div>
  );
  return (
    <div className="msec-summary">
      <dl className="mc-summary" data-testid={testId}>
        {line(t('seconds.fee'), usdt(summary.fee), 'fee')}
        {line(t('seconds.cost'), usdt(summary.cost), 'cost')}
        {line(t('seconds.profit'), usdt(summary.profit), 'profit')}
        {line(t('seconds.payout'), usdt(summary.payout), 'payout')}
        {line(t('seconds.breakEven'), summary.breakEven === null ? '--' : `${formatOutput(breakEvenPercent(summary.breakEven), lang, { scale: 2 })}%`, 'break-even', '')}
      </dl>
      <p className="mc-field__hint msec-summary__hint">{t('seconds.breakEvenHint')}</p>
    </div>
  );
}
