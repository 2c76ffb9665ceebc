import { useState } from 'react';
import type { HTMLAttributes } from 'react';
import { Alert, Button, Empty, Segmented, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFriend } from '@exchange/contracts';
import { formatDate } from '../../../features/format/format-date';
import { formatNumber } from '../../../features/format/format-number';
import { InvitePoster } from '../../../features/invites/invite-poster';
import { ratioPercent } from '../../../features/invites/invite-text';
import { useCopy } from '../../../features/invites/use-copy';
import { useInvite } from '../../../features/invites/use-invite';
import { useLocaleStore } from '../../../features/locale/locale-store';
import './invite.css';

const PAGE_SIZE = 10;

/**
 * /pc/account/invite: the invitation code and links with copy, the share poster (download, share),
 * the ratio and the friends of each level, and the friends list.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const copy = useCopy();
  const [page, setPage] = useState(1);
  const [level, setLevel] = useState(0);
  const { share, summary, friends, links } = useInvite({ friends: { pageNo: page, pageSize: PAGE_SIZE, level } });
  const totalRow = friends.data?.totalRow ?? 0;

  const columns: ColumnsType<TFriend> = [
    { key: 'account', title: t('invite.account'), render: (_, f) => <bdi dir="ltr">{f.account}</bdi> },
    { key: 'level', title: t('invite.levelColumn'), render: (_, f) => t('invite.levelN', { level: f.level }) },
    { key: 'joined', title: t('invite.joined'), render: (_, f) => <bdi>{formatDate(f.joinedAt, lang)}</bdi> },
    {
      key: 'verified',
      title: t('invite.identity'),
      render: (_, f) => (f.isVerified ? <Tag color="green">{t('invite.verified')}</Tag> : <Tag>{t('invite.notVerified')}</Tag>),
    },
  ];

  const failed = share.isError || summary.isError;
  return (
    <div className="pc-invite" data-testid="invite-page" data-state={share.isPending || summary.isPending ? 'loading' : failed ? 'error' : 'ready'}>
      <section className="pc-card pc-section">
        <h1 className="pc-page__title">{t('invite.title')}</h1>
        <p className="pc-muted">{t('invite.intro')}</p>
        {failed ? (
          <Alert type="error" showIcon title={t('invite.loadFailed')} action={<Button size="small" onClick={() => void Promise.all([share.refetch(), summary.refetch()])}>{t('invite.retry')}</Button>} />
        ) : !share.data || !links || !summary.data ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (
          <div className="pc-invite__top">
            <div className="pc-invite__share">
              <dl className="pc-invite__fields">
                <dt>{t('invite.code')}</dt>
                <dd>
                  <bdi dir="ltr" className="pc-invite__code" data-testid="invite-code">{share.data.inviteCode}</bdi>
                  <Button size="small" onClick={() => void copy(share.data.inviteCode)} data-testid="copy-code">{t('invite.copy')}</Button>
                </dd>
                <dt>{t('invite.linkDesktop')}</dt>
                <dd>
                  <bdi dir="ltr" className="pc-invite__link" data-testid="invite-link-desktop">{links.desktop}</bdi>
                  <Button size="small" onClick={() => void copy(links.desktop)}>{t('invite.copy')}</Button>
                </dd>
                <dt>{t('invite.linkMobile')}</dt>
                <dd>
                  <bdi dir="ltr" className="pc-invite__link" data-testid="invite-link">{links.mobile}</bdi>
                  <Button size="small" type="primary" onClick={() => void copy(links.mobile)} data-testid="copy-link">{t('invite.copy')}</Button>
                </dd>
              </dl>
              <div className="pc-invite__levels" data-testid="invite-levels">
                {summary.data.levels.map((l) => (
                  <div key={l.level} className="pc-invite__level" data-level={l.level} data-friends={l.friends}>
                    <div className="pc-invite__level-name">{t('invite.levelN', { level: l.level })}</div>
                    <div className="pc-invite__level-ratio">{t('invite.ratioOfFees', { percent: ratioPercent(l.ratio) })}</div>
                    <div className="pc-invite__level-friends">{t('invite.friendsCount', { n: formatNumber(l.friends, lang) })}</div>
                  </div>
                ))}
              </div>
              <p className="pc-muted">{t('invite.cashbackRule', { amount: summary.data.cashbackAmount })}</p>
              <p className="pc-muted">{t('invite.payoutNote')}</p>
              <Link to="/account/inviteCashback" data-testid="to-cashback">{t('invite.seeEarnings')}</Link>
            </div>
            <InvitePoster
              className="pc-invite__poster"
              code={share.data.inviteCode}
              link={links.qr}
              ratio={share.data.poster.ratios[0] ?? '0'}
              cashback={share.data.poster.cashback}
              actions={(a) => (
                <div className="pc-invite__poster-actions">
                  <Button type="primary" disabled={!a.isReady} onClick={a.download} data-testid="poster-download">{t('invite.download')}</Button>
                  {a.share && <Button disabled={!a.isReady} onClick={a.share}>{t('invite.share')}</Button>}
                </div>
              )}
            />
          </div>
        )}
      </section>
      <section className="pc-card pc-section" data-testid="invite-friends" data-total={totalRow}>
        <div className="pc-invite__list-head">
          <h2 className="pc-section__title">{t('invite.friendList')}</h2>
          <Segmented
            value={level}
            onChange={(v) => {
              setLevel(Number(v));
              setPage(1);
            }}
            options={[0, 1, 2, 3].map((n) => ({ value: n, label: n === 0 ? t('invite.all') : t('invite.levelN', { level: n }) }))}
          />
        </div>
        {friends.isError && !friends.data ? (
          <Alert type="error" showIcon title={t('invite.loadFailed')} action={<Button size="small" onClick={() => void friends.refetch()}>{t('invite.retry')}</Button>} />
        ) : (
          <Table
            rowKey={(f) => `${f.level}-${f.account}-${f.joinedAt}`}
            size="middle"
            columns={columns}
            dataSource={friends.data?.list ?? []}
            loading={friends.isPending}
            onRow={(f) => ({ 'data-level': f.level }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: friends.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invite.friendsEmpty')} /> }}
            pagination={totalRow > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: totalRow, onChange: setPage, showSizeChanger: false } : false}
          />
        )}
      </section>
    </div>
  );
}
