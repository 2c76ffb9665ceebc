import { useState } from 'react';
import { Button, DotLoading, List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { formatDate, utcDay } from '../../../features/format/format-date';
import { formatNumber } from '../../../features/format/format-number';
import { Output } from '../../../features/format/output';
import { InvitePoster } from '../../../features/invites/invite-poster';
import { earnedText, ratioPercent } from '../../../features/invites/invite-text';
import { useCopy } from '../../../features/invites/use-copy';
import { useInvite } from '../../../features/invites/use-invite';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { EmptyState } from '../../../ui/empty-state';
import { SubPage } from '../../../ui/mobile/sub-page';
import { Tabs } from '../../../ui/mobile/tabs';
import './invite.css';

const PAGE_SIZE = 10;

/** The rewards list: one page at a time with previous/next. */
function RewardsList() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const { rewards } = useInvite({ rewards: { pageNo: page, pageSize: PAGE_SIZE, level: 0, kind: 'all' } });
  if (rewards.isPending) return <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>;
  if (rewards.isError && !rewards.data) {
    return (
      <div className="m-center" role="alert">
        <EmptyState description={t('invite.loadFailed')} />
        <Button size="small" onClick={() => void rewards.refetch()}>{t('invite.retry')}</Button>
      </div>
    );
  }
  const data = rewards.data!;
  if (data.totalRow === 0) return <EmptyState description={t('invite.rewardsEmpty')} />;
  return (
    <>
      <List className="m-list" data-testid="invite-rewards" data-total={data.totalRow}>
        {data.list.map((r) => (
          <List.Item
            key={r.id}
            data-kind={r.kind}
            description={<><bdi dir="ltr">{utcDay(r.day)}</bdi> · <bdi dir="ltr">{r.friend}</bdi> · {t('invite.levelN', { level: r.level })}</>}
            extra={<bdi dir="ltr" className="mi-amount">+<Output value={r.amount} scale={MAX_ASSET_SCALE} /> {r.asset}</bdi>}
          >
            {r.kind === 'rebate' ? t('invite.tradeRebate') : t('invite.cashback')}
          </List.Item>
        ))}
      </List>
      <Pager page={page} total={data.totalRow} onPage={setPage} />
    </>
  );
}

/** The friends list of all three levels. */
function FriendsList() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [page, setPage] = useState(1);
  const { friends } = useInvite({ friends: { pageNo: page, pageSize: PAGE_SIZE, level: 0 } });
  if (friends.isPending) return <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>;
  if (friends.isError && !friends.data) {
    return (
      <div className="m-center" role="alert">
        <EmptyState description={t('invite.loadFailed')} />
        <Button size="small" onClick={() => void friends.refetch()}>{t('invite.retry')}</Button>
      </div>
    );
  }
  const data = friends.data!;
  if (data.totalRow === 0) return <EmptyState description={t('invite.friendsEmpty')} />;
  return (
    <>
      <List className="m-list" data-testid="invite-friends" data-total={data.totalRow}>
        {data.list.map((f) => (
          <List.Item
            key={`${f.level}-${f.account}-${f.joinedAt}`}
            data-level={f.level}
            description={<bdi>{t('invite.joinedOn', { date: formatDate(f.joinedAt, lang) })}</bdi>}
            extra={f.isVerified ? <Tag color="success">{t('invite.verified')}</Tag> : <Tag>{t('invite.notVerified')}</Tag>}
          >
            <bdi dir="ltr">{f.account}</bdi> · {t('invite.levelN', { level: f.level })}
          </List.Item>
        ))}
      </List>
      <Pager page={page} total={data.totalRow} onPage={setPage} />
    </>
  );
}

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <div className="mi-pager">
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('invite.previous')}</Button>
      <span>{t('invite.pageOf', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('invite.next')}</Button>
    </div>
  );
}

/** /invite: the poster, the link and the code, the three levels with their friends and earnings, and the rewards and friends lists. */
export function InviteScreen() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const copy = useCopy();
  const [tab, setTab] = useState<'rewards' | 'friends'>('rewards');
  const { share, summary, links } = useInvite();
  const failed = share.isError || summary.isError;
  return (
    <SubPage title={t('invite.title')}>
      <div className="mi-page" data-testid="invite-page" data-state={share.isPending || summary.isPending ? 'loading' : failed ? 'error' : 'ready'}>
        {failed ? (
          <div className="m-center" role="alert">
            <EmptyState description={t('invite.loadFailed')} />
            <Button size="small" onClick={() => void Promise.all([share.refetch(), summary.refetch()])}>{t('invite.retry')}</Button>
          </div>
        ) : !share.data || !summary.data || !links ? (
          <div className="m-center" aria-busy="true"><DotLoading color="primary" /></div>
        ) : (
          <>
            <p className="mi-intro">{t('invite.intro')}</p>
            <InvitePoster
              className="mi-poster"
              code={share.data.inviteCode}
              link={links.qr}
              ratio={share.data.poster.ratios[0] ?? '0'}
              cashback={share.data.poster.cashback}
              actions={(a) => (
                <div className="mi-poster__actions">
                  <Button color="primary" disabled={!a.isReady} onClick={a.download} data-testid="poster-download">{t('invite.download')}</Button>
                  {a.share && <Button disabled={!a.isReady} onClick={a.share}>{t('invite.share')}</Button>}
                </div>
              )}
            />
            <List className="m-list">
              <List.Item
                extra={<Button size="mini" onClick={() => void copy(share.data.inviteCode)} data-testid="copy-code">{t('invite.copy')}</Button>}
                description={t('invite.code')}
              >
                <bdi dir="ltr" className="mi-code" data-testid="invite-code">{share.data.inviteCode}</bdi>
              </List.Item>
              <List.Item
                extra={<Button size="mini" color="primary" onClick={() => void copy(links.mobile)} data-testid="copy-link">{t('invite.copy')}</Button>}
                description={t('invite.link')}
              >
                <bdi dir="ltr" className="mi-link" data-testid="invite-link">{links.mobile}</bdi>
              </List.Item>
            </List>
            <div className="mi-levels" data-testid="invite-levels">
              {summary.data.levels.map((l) => (
                <div key={l.level} className="mi-level" data-level={l.level} data-friends={l.friends}>
                  <div className="mi-level__name">{t('invite.levelN', { level: l.level })}</div>
                  <div className="mi-level__ratio">{ratioPercent(l.ratio)}</div>
                  <div className="mi-level__friends">{t('invite.friendsCount', { n: formatNumber(l.friends, lang) })}</div>
                  <div className="mi-level__earned">{t('invite.earnedLabel')} <bdi dir="ltr" data-testid={`rebate-${l.level}`}>{earnedText(l.tradeRebate, lang)}</bdi></div>
                </div>
              ))}
            </div>
            <List className="m-list" header={t('invite.earnings')}>
              <List.Item extra={<bdi dir="ltr" data-testid="invite-total">{earnedText(summary.data.total, lang)}</bdi>}>{t('invite.total')}</List.Item>
              <List.Item extra={<bdi dir="ltr"><Output value={summary.data.levels[0]!.cashback} scale={MAX_ASSET_SCALE} /> USDT</bdi>} description={t('invite.cashbackRule', { amount: summary.data.cashbackAmount })}>
                {t('invite.cashback')}
              </List.Item>
              <List.Item extra={<span>{t('invite.notOffered')}</span>} description={t('invite.noRechargeRebate')}>{t('invite.rechargeRebate')}</List.Item>
            </List>
            {summary.data.cashbackDue > 0 && <p className="mi-note">{t('invite.cashbackDue', { n: summary.data.cashbackDue })}</p>}
            <p className="mi-note">{t('invite.payoutNote')}</p>
            <Tabs activeKey={tab} onChange={(v) => setTab(v as 'rewards' | 'friends')}>
              <Tabs.Tab key="rewards" title={t('invite.rewards')} />
              <Tabs.Tab key="friends" title={t('invite.friendList')} />
            </Tabs>
            {tab === 'rewards' ? <RewardsList /> : <FriendsList />}
          </>
        )}
      </div>
    </SubPage>
  );
}
