import { useTranslation } from 'react-i18next';
import type { TLaunchProject } from '../../../features/launchpad/launch-api';
import type { TLaunchSummary } from '../../../features/launchpad/launch-form';
import { LtrNumber } from '../../../features/market/ltr-number';
import { Amount, Fact } from './launch-bits';

const NONE = '—';

/**
 * What a commitment would do, as the form computes it: what it buys at most, the pool now, and the
 * estimated allocation and refund (labelled as an estimate: the pool moves until the end).
 */
export function LaunchSummary({ project, summary }: { project: TLaunchProject; summary: TLaunchSummary }) {
  const { t } = useTranslation();
  const { estimate } = summary;
  return (
    <div className="pcl-summary" data-testid="launch-summary">
      <dl className="pcl-facts pcl-facts--rows">
        <Fact label={t('launchpad.maxTokens')}>
          {summary.maxTokens === null ? NONE : <Amount value={summary.maxTokens} unit={project.symbol} scale={project.scale} testId="summary-max-tokens" />}
        </Fact>
        <Fact label={t('launchpad.ratio')}>{summary.ratio === null ? NONE : <LtrNumber>{t('launchpad.ratioValue', { ratio: summary.ratio })}</LtrNumber>}</Fact>
        <Fact label={t('launchpad.estimate')}>
          {estimate ? <Amount value={estimate.tokens} unit={project.symbol} scale={project.scale} testId="summary-estimate" /> : NONE}
        </Fact>
        <Fact label={t('launchpad.estimateRefund')}>{estimate ? <Amount value={estimate.refund} unit="USDT" testId="summary-refund" /> : NONE}</Fact>
      </dl>
      {estimate && (
        <p className="pcl-note" data-testid="summary-note" data-pro-rata={estimate.isProRata}>
          {t(estimate.isProRata ? 'launchpad.proRataNote' : 'launchpad.fullNote')} {t('launchpad.estimateNote')}
        </p>
      )}
    </div>
  );
}
