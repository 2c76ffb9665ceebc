import { Button } from 'antd-mobile';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIAT_PAGE_SIZE } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { StateBadge } from '../../../features/fiat/fiat-lines';
import { shownState } from '../../../features/fiat/fiat-order';
import { useFiatOrdersList } from '../../../features/fiat/use-fiat-views';
import { SubPage } from '../../../ui/mobile/sub-page';
import { FiatEmpty, FiatFailed, FiatLoading } from './fiat-states';
import './fiat-mobile.css';

/** /quick-buy/orders (issue 17): the caller's fiat orders, newest first, 10 a page, each opening its screen. */
export function FiatOrdersScreen() {
  const { t } = useTranslation();
  const { side, setSide, page, setPage, orders, lang, now } = useFiatOrdersList();
  const pages = Math.ceil((orders.data?.totalRow ?? 0) / FIAT_PAGE_SIZE);
  return (
    <SubPage title={t('fiat.orders.title')} backTo="/quick-buy">
      <div className="mq-page" data-testid="fiat-orders-page">
        <div className="mq-sides" role="radiogroup" aria-label={t('fiat.orders.type')}>
          {(['all', 'buy', 'sell'] as const).map((value) => (
            <button key={value} type="button" role="radio" aria-checked={side === value} className="mq-side" onClick={() => setSide(value)}>
              {t(`fiat.orders.${value}`)}
            </button>
          ))}
        </div>
        {orders.isError && !orders.data ? (
          <FiatFailed onRetry={() => void orders.refetch()} />
        ) : !orders.data ? (
          <FiatLoading />
        ) : orders.data.list.length === 0 ? (
          <FiatEmpty text={t('fiat.orders.empty')} />
        ) : (
          <ul className="mq-rows">
            {orders.data.list.map((o) => {
              const state = shownState(o, now);
              return (
                <li key={o.id}>
                  <Link to={`/quick-buy/order/${o.id}`} className="mq-card mq-row" data-testid="fiat-order-row" data-order-id={o.id}>
                    <span className="mq-row__top">
                      <span className="mq-row__title">{t(`fiat.orders.${o.side}`)} · {t(`fiat.channel.${o.platformEnum}`)}</span>
                      <StateBadge side={o.side} state={state} cls="mq" testId="fiat-order-row-state" />
                    </span>
                    <span className="mq-row__amounts">
                      <bdi dir="ltr"><Output value={o.usdtAmount} asset="USDT" /></bdi>
                      <bdi dir="ltr" className="mq-muted"><Output value={o.fiatAmount} decimals={o.fiatDecimals} unit={o.fiat} /></bdi>
                    </span>
                    <bdi className="mq-muted">{formatDateTime(o.createdAt, lang)}</bdi>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {pages > 1 && (
          <nav className="mq-pager" aria-label={t('fiat.orders.title')}>
            <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('fiat.orders.prev')}</Button>
            <span>{t('fiat.orders.page', { page, pages })}</span>
            <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('fiat.orders.next')}</Button>
          </nav>
        )}
      </div>
    </SubPage>
  );
}
