import { Button, Empty, Skeleton } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../features/format/format-date';
import { isWindowOpen } from '../../../features/launchpad/launch-form';
import { TokenBadge } from '../../../features/launchpad/token-badge';
import { isNotFound, launchIdOf } from '../../../features/launchpad/use-launch-data';
import { useLaunchSubscribe } from '../../../features/launchpad/use-launch-subscribe';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { useSessionStore } from '../../../features/session/session-store';
import { ProductGate } from '../components/product-gate';
import { Amount, Fact, StateTag } from './launch-bits';
import { LAUNCH_GATE } from './launch-list-page';
import { LaunchSummary } from './launch-summary';
import { AmountBlock, ClosedWindow, FieldError, FundPasswordBlock } from './subscribe-panel';
import './launchpad.css';

/**
 * /pc/subcribe/book?id=&amount=: the preview of a subscription before it is confirmed — what is
 * committed, what it can buy, the pro-rata note, the refund and the lock end — with the fund
 * password (carried over from the detail page in memory, or typed here) and Confirm.
 */
export function LaunchBookPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = launchIdOf(params.get('id'));
  return (
    <div className="pc-page pcl pcl-book" data-testid="launch-book">
      <nav className="pcl__crumbs">
        <Link to={id ? `/subcribe/detail?id=${id}` : '/subcribe'}>{t('launchpad.backToProject')}</Link>
      </nav>
      <section className="pc-card pcl-section">
        <h1 className="pc-page__title">{t('launchpad.bookTitle')}</h1>
        {id === null ? (
          <Empty description={t('launchpad.notFound')} />
        ) : (
          <ProductGate product="launchpad" policy={LAUNCH_GATE}>
            <BookForm id={id} amount={params.get('amount') ?? ''} />
          </ProductGate>
        )}
      </section>
    </div>
  );
}

function BookForm({ id, amount }: { id: number; amount: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const navigate = useNavigate();
  const openLogin = useSessionStore((s) => s.openLogin);
  const location = useLocation();
  const carried = (location.state as { fundPwd?: string } | null)?.fundPwd ?? '';
  const form = useLaunchSubscribe(id, amount, carried);
  const project = form.detail.data;
  if (!project) {
    return isNotFound(form.detail.error) ? <Empty description={t('launchpad.notFound')} /> : <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (!isWindowOpen(project, form.ctx.now)) return <ClosedWindow startTime={project.startTime} isUpcoming={project.state === 'upcoming'} />;
  const confirm = async () => {
    const done = await form.submit();
    if (done) navigate('/subcribe/my', { state: { projectId: project.id } });
  };
  const { summary } = form;
  return (
    <form className="pcl-form pcl-book__form" data-testid="launch-form" data-state={form.isLogin ? 'ready' : 'guest'} onSubmit={(e) => (e.preventDefault(), void confirm())}>
      <header className="pcl-card__head">
        <TokenBadge symbol={project.symbol} logo={project.images[0]} />
        <div className="pcl-card__names">
          <h2 className="pcl-card__name">{project.name}</h2>
          <bdi className="pc-muted">{project.symbol}</bdi>
        </div>
        <StateTag state={project.state} />
      </header>
      <dl className="pcl-facts pcl-facts--rows pcl-book__terms" data-testid="book-terms">
        <Fact label={t('launchpad.price')}>
          <Amount value={project.price} unit="USDT" />
        </Fact>
        <Fact label={t('launchpad.bookCommit')}>{summary.commitment === null ? '—' : <Amount value={summary.commitment} unit="USDT" testId="book-commitment" />}</Fact>
        <Fact label={t('launchpad.end')}>
          <bdi>{formatDateTime(project.endTime, lang)}</bdi>
        </Fact>
        <Fact label={t('launchpad.unlockTime')}>
          <bdi data-testid="book-unlock">{formatDateTime(project.unlockTime, lang)}</bdi>
        </Fact>
      </dl>
      {form.isLogin ? (
        <>
          <AmountBlock form={form} />
          <LaunchSummary project={project} summary={summary} />
          <p className="pcl-note">{t('launchpad.bookRefundNote')}</p>
          <FundPasswordBlock form={form} />
          <FieldError error={form.errorOf('form')} testId="launch-form-error" />
          <div className="pcl-book__actions">
            <Button size="large" onClick={() => navigate(`/subcribe/detail?id=${project.id}`)}>
              {t('launchpad.back')}
            </Button>
            <Button type="primary" size="large" htmlType="submit" loading={form.isSending} data-testid="launch-confirm">
              {t('launchpad.confirm')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <LaunchSummary project={project} summary={summary} />
          <Button type="primary" size="large" block onClick={openLogin} data-testid="launch-login">
            {t('launchpad.loginToSubscribe')}
          </Button>
        </>
      )}
    </form>
  );
}
