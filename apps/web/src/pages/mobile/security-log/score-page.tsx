import { SCORE_BOUNDS } from '@exchange/contracts';
import { useState } from 'react';
import { Button, DotLoading, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { scoreSourceKey, signed, useScoreHistory, useScoreRules } from '../../../features/score/use-score';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import './security-log.css';

const PAGE_SIZE = 10;

const deltaClass = (delta: number) => (delta > 0 ? 'msl-delta msl-delta--up' : delta < 0 ? 'msl-delta msl-delta--down' : 'msl-delta');

/** One page of the history after the first. */
function HistoryPage({ pageNo }: { pageNo: number }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const page = useScoreHistory(pageNo, PAGE_SIZE);
  if (!page.data) return <DotLoading />;
  return (
    <>
      {page.data.list.map((c) => (
        <List.Item
          key={c.id}
          description={
            <>
              <bdi>{formatDateTime(c.time, lang)}</bdi>
              {c.reason && <div className="msl-reason"><bdi>{c.reason}</bdi></div>}
            </>
          }
          extra={
            <span className="msl-change">
              <bdi dir="ltr" className={deltaClass(c.delta)}>{signed(c.delta)}</bdi>
              <span className="msl-after">{t('scoreLog.afterValue', { score: formatNumber(c.score, lang) })}</span>
            </span>
          }
        >
          {t(scoreSourceKey(c))}
        </List.Item>
      ))}
    </>
  );
}

/** /score: the credit score now, what it is, the published rules and the user's history. */
export function ScoreScreen() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [pages, setPages] = useState(1);
  const rules = useScoreRules();
  const first = useScoreHistory(1, PAGE_SIZE);
  const totalRow = first.data?.totalRow ?? 0;
  return (
    <SubPage title={t('profile.creditScore')}>
      <div className="msl-score" data-testid="score-value">
        <span className="msl-score__value">{first.data ? formatNumber(first.data.score, lang) : '…'}</span>
        <span className="msl-score__hint">{t('creditScoreInfo.hint', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })}</span>
      </div>
      {rules.data && (
        <List className="m-list" header={t('scoreLog.rulesTitle')} data-testid="score-rules">
          {rules.data.rules.map((r) => (
            <List.Item key={r.rule} extra={<bdi dir="ltr" className={deltaClass(r.delta)}>{signed(r.delta)}</bdi>}>
              {t(`scoreLog.rule.${r.rule}`)}
            </List.Item>
          ))}
          <List.Item description={t('scoreLog.neverBlocks')}>
            {t('scoreLog.rulesIntro', { initial: formatNumber(rules.data.initial, lang), min: formatNumber(rules.data.min, lang), max: formatNumber(rules.data.max, lang) })}{' '}
            {t('scoreLog.operatorRule')}
          </List.Item>
        </List>
      )}
      {first.isLoading ? (
        <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>
      ) : first.isError && !first.data ? (
        <div className="m-center" role="alert">
          <EmptyState description={first.error.message || t('securityLog.loadFailed')} />
          <Button size="small" onClick={() => void first.refetch()}>{t('securityLog.retry')}</Button>
        </div>
      ) : (
        <List className="m-list" header={t('scoreLog.historyTitle')} data-testid="score-history" data-total={totalRow}>
          {totalRow === 0 ? (
            <List.Item>{t('scoreLog.empty', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })}</List.Item>
          ) : (
            Array.from({ length: pages }, (_, i) => <HistoryPage key={i + 1} pageNo={i + 1} />)
          )}
        </List>
      )}
      {pages * PAGE_SIZE < totalRow && (
        <div className="m-pad">
          <Button block size="small" onClick={() => setPages((n) => n + 1)}>{t('securityLog.more')}</Button>
        </div>
      )}
    </SubPage>
  );
}
