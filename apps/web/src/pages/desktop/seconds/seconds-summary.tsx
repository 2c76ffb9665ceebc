import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SECONDS_ASSET, scaleOf } from '@exchange/contracts';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { breakEvenPercent, type TSecondsSummary } from '../../../features/seconds/seconds-form';
import { NONE } from '../contract/contract-text';

const USDT_SCALE = scaleOf(SECONDS_ASSET);

/**
 * What an order would do, before it is sent (the engine's summary, exact): the fee, the total that
 * leaves the contract account, what a win pays on top of the stake and in all, and the win rate
 * needed to break even at this duration's payout rate, with what that means.
 */
export function SecondsSummary({ summary, testId = 'seconds-summary' }: { summary: TSecondsSummary; testId?: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const usdt = (value: string | null) => <LtrNumber>{value === null ? NONE : `${formatOutput(value, lang, { scale: USDT_SCALE })} ${SECONDS_ASSET}`}</LtrNumber>;
  const rows: { id: string; label: ReactNode; value: ReactNode }[] = [
    { id: 'fee', label: t('seconds.fee'), value: usdt(summary.fee) },
    { id: 'cost', label: t('seconds.cost'), value: usdt(summary.cost) },
    { id: 'profit', label: t('seconds.profit'), value: usdt(summary.profit) },
    { id: 'payout', label: t('seconds.payout'), value: usdt(summary.payout) },
    {
      id: 'breakEven',
      label: (
        <span className="pcc-head__house">
          {t('seconds.breakEven')}
          <Tooltip title={t('seconds.breakEvenHint')}>
            <button type="button" className="pcc-help" aria-label={t('seconds.breakEvenHint')}>
              <QuestionCircleOutlined />
            </button>
          </Tooltip>
        </span>
      ),
      value: <LtrNumber>{summary.breakEven === null ? NONE : `${formatOutput(breakEvenPercent(summary.breakEven), lang, { scale: 2 })}%`}</LtrNumber>,
    },
  ];
  return (
    <div className="pcc-summary">
      <dl className="pcc-summary__list" aria-label={t('pcSeconds.summary')} data-testid={testId}>
        {rows.map((row) => (
          <div key={row.id} className="pcc-summary__row" data-row={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
