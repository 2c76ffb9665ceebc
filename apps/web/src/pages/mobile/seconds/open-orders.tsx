import { Button, DotLoading } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../features/clock/use-now';
import { useSecondsRecords } from '../../../features/seconds/use-seconds-data';
import { EmptyState } from '../../../ui/empty-state';
import { OrderCard } from './order-card';
import { secondsUrls } from './seconds-urls';

/** Every open order on one page (the server's largest): they last minutes at most. */
export const OPEN_LIST_SIZE = 100;

/**
 * Under the form: the user's open orders on every market, each counting down to its expiry, and
 * the way to all orders. The list reloads on each socket event (useSecondsFeed on the screen) and
 * polls while any order is open.
 */
export function OpenOrders() {
  const { t } = useTranslation();
  const open = useSecondsRecords(1, 1, OPEN_LIST_SIZE);
  const now = useNow(250);
  const count = open.data?.totalRow ? ` (${open.data.totalRow})` : '';
  let body;
  if (open.isLoading) {
    body = (
      <div className="mt-center" aria-busy="true">
        <DotLoading />
      </div>
    );
  } else if (open.isError && !open.data) {
    body = (
      <div className="mt-center mt-center--col" role="alert">
        <p className="mt-muted">{t('seconds.loadFailed')}</p>
        <Button size="small" onClick={() => void open.refetch()}>
          {t('seconds.retry')}
        </Button>
      </div>
    );
  } else if (!open.data?.list.length) {
    body = <EmptyState description={t('seconds.noOpen')} />;
  } else {
    body = (
      <div className="mc-list" data-testid="open-orders">
        {open.data.list.map((order) => (
          <OrderCard key={order.id} order={order} now={now} />
        ))}
      </div>
    );
  }
  return (
    <section className="mc-lists msec-lists" aria-labelledby="msec-open-title" data-testid="seconds-lists">
      <div className="msec-lists__head">
        <h2 className="msec-lists__title" id="msec-open-title">
          {t('seconds.open')}
          {count}
        </h2>
        <Link to={secondsUrls.orders()} className="mc-lists__history" data-testid="orders-link">
          {t('mSeconds.allOrders')}
        </Link>
      </div>
      {body}
    </section>
  );
}
