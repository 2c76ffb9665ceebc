import { Segmented, Table } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIAT_PAGE_SIZE } from '@exchange/contracts';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import type { TFiatOrder } from '../../../features/fiat/fiat-api';
import { StateBadge } from '../../../features/fiat/fiat-lines';
import { shownState } from '../../../features/fiat/fiat-order';
import { USDT_SCALE } from '../../../features/fiat/use-fiat-trade';
import { useFiatOrdersList, type TOrdersSide } from '../../../features/fiat/use-fiat-views';
import { FiatEmpty, FiatFailed } from './fiat-states';
import './fiat.css';

/** /pc/account/fiat (issue 17): the caller's fiat orders, newest first, 10 a page, each with its state and a link to its screen. */
export function FiatOrdersPage() {
  const { t } = useTranslation();
  const { side, setSide, page, setPage, orders, lang, now } = useFiatOrdersList();
  return (
    <section className="pc-card pc-section pcq-list" data-testid="fiat-orders-page">
      <div className="pcq-head">
        <h1 className="pc-page__title">{t('fiat.orders.title')}</h1>
        <Link to="/quickBuy">{t('fiat.title')}</Link>
      </div>
      <Segmented
        value={side}
        onChange={(v) => setSide(v as TOrdersSide)}
        options={(['all', 'buy', 'sell'] as const).map((value) => ({ value, label: t(`fiat.orders.${value}`) }))}
      />
      {orders.isError && !orders.data ? (
        <FiatFailed onRetry={() => void orders.refetch()} />
      ) : (
        <Table<TFiatOrder>
          rowKey="id"
          loading={orders.isPending}
          dataSource={orders.data?.list ?? []}
          locale={{ emptyText: <FiatEmpty text={t('fiat.orders.empty')} /> }}
          onRow={(o) => ({ 'data-order-id': o.id, 'data-testid': 'fiat-order-row' }) as React.HTMLAttributes<HTMLElement>}
          pagination={{ current: page, pageSize: FIAT_PAGE_SIZE, total: orders.data?.totalRow ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
          columns={[
            { key: 'time', title: t('fiat.orders.time'), render: (_, o) => <bdi>{formatDateTime(o.createdAt, lang)}</bdi> },
            { key: 'type', title: t('fiat.orders.type'), render: (_, o) => t(`fiat.orders.${o.side}`) },
            { key: 'method', title: t('fiat.orders.method'), render: (_, o) => t(`fiat.channel.${o.platformEnum}`) },
            { key: 'usdt', title: t('fiat.orders.amount'), align: 'end', render: (_, o) => <bdi dir="ltr"><Output value={o.usdtAmount} scale={USDT_SCALE} /></bdi> },
            { key: 'fiat', title: t('fiat.orders.fiat'), align: 'end', render: (_, o) => <bdi dir="ltr"><Output value={o.fiatAmount} decimals={o.fiatDecimals} unit={o.fiat} /></bdi> },
            {
              key: 'state',
              title: t('fiat.orders.state'),
              render: (_, o) => <StateBadge side={o.side} state={shownState(o, now)} cls="pcq" testId="fiat-order-row-state" />,
            },
            { key: 'view', title: '', render: (_, o) => <Link to={`/quickBuy/order?id=${o.id}`}>{t('fiat.orders.view')}</Link> },
          ]}
        />
      )}
    </section>
  );
}
