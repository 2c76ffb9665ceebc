import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import { Alert, Button, Empty, Segmented, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TInviteSummary, TReward } from '@exchange/contracts';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { utcDay } from '../../../features/format/format-date';
import { formatOutput } from '../../../features/format/format-output';
import { earnedText, ratioPercent } from '../../../features/invites/invite-text';
import type { TRewardKind } from '../../../features/invites/invites-api';
import { useInvite } from '../../../features/invites/use-invite';
import { useLocaleStore } from '../../../features/locale/locale-store';
import './invite.css';

const PAGE_SIZE = 10;
type TLevelRow = TInviteSummary['levels'][number];

/**
 * /pc/account/inviteCashback: what each level earned by kind (trade rebate, one-time cashback; the
 * recharge rebate shown as not offered), the totals, and every payout, paged.
 */
export function InviteCashbackPage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<TRewardKind>('all');
  const { summary, rewards } = useInvite({ rewards: { pageNo: page, pageSize: PAGE_SIZE, level: 0, kind } });
  const totalRow = rewards.data?.totalRow ?? 0;

  const levelColumns: ColumnsType<TLevelRow> = [
    { key: 'level', title: t('invite.levelColumn'), render: (_, l) => t('invite.levelN', { level: l.level }) },
    { key: 'ratio', title: t('invite.ratio'), render: (_, l) => <bdi dir="ltr">{ratioPercent(l.ratio)}</bdi> },
    { key: 'friends', title: t('invite.friends'), dataIndex: 'friends' },
    { key: 'trade', title: t('invite.tradeRebate'), render: (_, l) => <bdi dir="ltr" data-testid={`rebate-${l.level}`}>{earnedText(l.tradeRebate, lang)}</bdi> },
    { key: 'cashback', title: t('invite.cashback'), render: (_, l) => <bdi dir="ltr">{`${formatOutput(l.cashback, lang, { scale: MAX_ASSET_SCALE })} USDT`}</bdi> },
    { key: 'recharge', title: t('invite.rechargeRebate'), render: () => <span className="pc-muted">{t('invite.notOffered')}</span> },
  ];
  const rewardColumns: ColumnsType<TReward> = [
    { key: 'day', title: t('invite.day'), render: (_, r) => <bdi dir="ltr">{utcDay(r.day)}</bdi> },
    { key: 'friend', title: t('invite.friend'), render: (_, r) => <bdi dir="ltr">{r.friend}</bdi> },
    { key: 'level', title: t('invite.levelColumn'), render: (_, r) => t('invite.levelN', { level: r.level }) },
    { key: 'kind', title: t('invite.kind'), render: (_, r) => (r.kind === 'rebate' ? t('invite.tradeRebate') : t('invite.cashback')) },
    { key: 'amount', title: t('invite.amount'), align: 'end', render: (_, r) => <bdi dir="ltr">{`${formatOutput(r.amount, lang, { scale: MAX_ASSET_SCALE })} ${r.asset}`}</bdi> },
  ];

  return (
    <div className="pc-invite" data-testid="invite-cashback-page" data-state={summary.isPending ? 'loading' : summary.isError ? 'error' : 'ready'}>
      <section className="pc-card pc-section">
        <h1 className="pc-page__title">{t('invite.earnings')}</h1>
        {summary.isError ? (
          <Alert type="error" showIcon title={t('invite.loadFailed')} action={<Button size="small" onClick={() => void summary.refetch()}>{t('invite.retry')}</Button>} />
        ) : !summary.data ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <>
            <div className="pc-invite__total" data-testid="invite-total">
              <span>{t('invite.total')}</span>
              <strong><bdi dir="ltr">{earnedText(summary.data.total, lang)}</bdi></strong>
            </div>
            <Table
              rowKey="level"
              size="middle"
              columns={levelColumns}
              dataSource={summary.data.levels}
              pagination={false}
              scroll={{ x: 'max-content' }}
              onRow={(l) => ({ 'data-level': l.level }) as HTMLAttributes<HTMLElement>}
            />
            <p className="pc-muted">{t('invite.cashbackRule', { amount: summary.data.cashbackAmount })}</p>
            {summary.data.cashbackDue > 0 && <Alert type="info" showIcon title={t('invite.cashbackDue', { n: summary.data.cashbackDue })} />}
            <p className="pc-muted">{t('invite.noRechargeRebate')}</p>
            <p className="pc-muted">{t('invite.payoutNote')}</p>
          </>
        )}
      </section>
      <section className="pc-card pc-section" data-testid="invite-rewards" data-total={totalRow}>
        <div className="pc-invite__list-head">
          <h2 className="pc-section__title">{t('invite.rewards')}</h2>
          <Segmented
            value={kind}
            onChange={(v) => {
              setKind(v as TRewardKind);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('invite.all') },
              { value: 'rebate', label: t('invite.tradeRebate') },
              { value: 'cashback', label: t('invite.cashback') },
            ]}
          />
        </div>
        {rewards.isError && !rewards.data ? (
          <Alert type="error" showIcon title={t('invite.loadFailed')} action={<Button size="small" onClick={() => void rewards.refetch()}>{t('invite.retry')}</Button>} />
        ) : (
          <Table
            rowKey="id"
            size="middle"
            columns={rewardColumns}
            dataSource={rewards.data?.list ?? []}
            loading={rewards.isPending}
            scroll={{ x: 'max-content' }}
            onRow={(r) => ({ 'data-kind': r.kind, 'data-level': r.level }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: rewards.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invite.rewardsEmpty')} /> }}
            pagination={totalRow > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: totalRow, onChange: setPage, showSizeChanger: false } : false}
          />
        )}
      </section>
    </div>
  );
}
