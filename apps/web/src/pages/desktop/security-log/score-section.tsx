import { SCORE_BOUNDS } from '@exchange/contracts';
import { useState } from 'react';
import { Alert, Button, Empty, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { formatNumber } from '../../../features/format/format-number';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TScoreHistoryEntry } from '../../../features/score/score-api';
import { scoreSourceKey, signed, useScoreHistory, useScoreRules } from '../../../features/score/use-score';
import './security-log.css';

const PAGE_SIZE = 10;

const deltaClass = (delta: number) => (delta > 0 ? 'sl-delta--up' : delta < 0 ? 'sl-delta--down' : '');

/** The published rule table: what each event changes, the bounds, and that withdrawals are never blocked. */
function ScoreRules() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const rules = useScoreRules();
  if (!rules.data) return null;
  const { initial, min, max } = rules.data;
  return (
    <div className="sl-score__rules" data-testid="score-rules">
      <h3 className="pc-section__title">{t('scoreLog.rulesTitle')}</h3>
      <p className="pc-muted">{t('scoreLog.rulesIntro', { initial: formatNumber(initial, lang), min: formatNumber(min, lang), max: formatNumber(max, lang) })}</p>
      <Table
        rowKey="rule"
        size="small"
        pagination={false}
        dataSource={rules.data.rules}
        columns={[
          { key: 'event', title: t('scoreLog.event'), render: (_, r) => t(`scoreLog.rule.${r.rule}`) },
          { key: 'delta', title: t('scoreLog.change'), align: 'end', render: (_, r) => <bdi dir="ltr" className={deltaClass(r.delta)}>{signed(r.delta)}</bdi> },
        ]}
      />
      <p className="pc-muted">{t('scoreLog.operatorRule')}</p>
      <p className="pc-muted">{t('scoreLog.neverBlocks')}</p>
    </div>
  );
}

/**
 * The profile's credit-score section: the score now, the published rules and the user's history
 * (change, score after, why, when), 10 a page.
 */
export function ScoreSection() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const history = useScoreHistory(page, PAGE_SIZE);
  const totalRow = history.data?.totalRow ?? 0;
  const columns: ColumnsType<TScoreHistoryEntry> = [
    { key: 'time', title: t('scoreLog.time'), className: 'sl-nowrap', render: (_, c) => <bdi>{formatDateTime(c.time, lang)}</bdi> },
    { key: 'why', title: t('scoreLog.why'), render: (_, c) => t(scoreSourceKey(c)) },
    { key: 'reason', title: t('scoreLog.reason'), render: (_, c) => (c.reason ? <bdi>{c.reason}</bdi> : '—') },
    { key: 'delta', title: t('scoreLog.change'), align: 'end', render: (_, c) => <bdi dir="ltr" className={deltaClass(c.delta)}>{signed(c.delta)}</bdi> },
    { key: 'score', title: t('scoreLog.after'), align: 'end', render: (_, c) => formatNumber(c.score, lang) },
  ];
  return (
    <section className="pc-card pc-section" id="score" data-testid="score-section" aria-labelledby="score-title">
      <div className="sl-score__head">
        <h2 className="pc-page__title" id="score-title">{t('profile.creditScore')}</h2>
        <span className="sl-score__value" data-testid="score-value">{history.data ? formatNumber(history.data.score, lang) : ''}</span>
      </div>
      <ScoreRules />
      <h3 className="pc-section__title">{t('scoreLog.historyTitle')}</h3>
      {history.isError && !history.data ? (
        <Alert type="error" showIcon title={history.error.message || t('securityLog.loadFailed')} action={<Button size="small" onClick={() => void history.refetch()}>{t('securityLog.retry')}</Button>} />
      ) : (
        <div data-testid="score-history" data-total={totalRow} data-state={history.isPending ? 'loading' : 'ready'}>
          <Table
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={history.data?.list ?? []}
            loading={history.isPending}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: history.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scoreLog.empty', { initial: formatNumber(SCORE_BOUNDS.initial, lang) })} /> }}
            pagination={totalRow > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: totalRow, onChange: setPage, showSizeChanger: false } : false}
          />
        </div>
      )}
    </section>
  );
}
