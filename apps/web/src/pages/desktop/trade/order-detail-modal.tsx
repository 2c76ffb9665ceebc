import { useState, type HTMLAttributes } from 'react';
import { Button, Descriptions, Empty, Modal, Popconfirm, Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useCancelOrder } from '../../../features/trade/use-order-actions';
import { useOrderDetail } from '../../../features/trade/use-order-detail';
import type { TOrderDetail } from '../../../features/trade/trade-types';
import { LoadError } from '../assets/load-error';
import { fillColumns, orderCells } from './orders-columns';

type TProps = {
  /** The order shown; null: closed. */
  orderId: number | null;
  onClose: () => void;
};

/** The order's figures and its fills (oldest first). */
function DetailBody({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const cell = orderCells(t, lang);
  const item = (key: keyof typeof cell, label: string) => ({ key, label, children: cell[key](order) });
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: 'orderId', label: t('spotOrders.orderId'), children: <LtrNumber>{order.orderId}</LtrNumber> },
          item('pair', t('trade.col.pair')),
          item('side', t('trade.col.side')),
          item('type', t('trade.col.type')),
          item('price', t('trade.col.price')),
          item('amount', t('trade.col.amount')),
          item('filled', t('trade.col.filled')),
          item('avgPrice', t('trade.col.avgPrice')),
          item('value', t('trade.col.value')),
          item('fee', t('trade.col.fee')),
          item('status', t('trade.col.status')),
          item('time', t('spotOrders.placedAt')),
          item('updatedAt', t('spotOrders.updatedAt')),
        ]}
      />
      <h3 className="pc-order-detail__fills">{t('spotOrders.fills')}</h3>
      <Table
        data-testid="order-fills"
        rowKey="tradeId"
        size="small"
        pagination={false}
        columns={fillColumns(t, lang, order)}
        dataSource={order.fills}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('spotOrders.noFills')} /> }}
        onRow={(fill) => ({ 'data-trade-id': fill.tradeId }) as HTMLAttributes<HTMLElement>}
      />
    </>
  );
}

/**
 * One order in a dialog: its figures, its fills, and for an open order the cancel action (confirmed
 * first). It follows the order live: a fill or a cancel reloads it with the lists.
 */
export function OrderDetailModal({ orderId, onClose }: TProps) {
  const { t } = useTranslation();
  // The last order shown stays while the dialog fades out, instead of a spinner.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);
  const detail = useOrderDetail(shownId);
  const cancel = useCancelOrder();
  const order = detail.data;
  const isOpenOrder = order?.status === 'unfinished';
  const footer = [
    isOpenOrder && (
      <Popconfirm key="cancel" title={t('trade.cancelConfirm')} okText={t('trade.cancelOrder')} cancelText={t('orderCancel.keep')} onConfirm={() => cancel.mutate(order.orderId)}>
        <Button danger loading={cancel.isPending} data-testid="detail-cancel">
          {t('trade.cancelOrder')}
        </Button>
      </Popconfirm>
    ),
    <Button key="close" type="primary" onClick={onClose}>
      {t('spotOrders.close')}
    </Button>,
  ];
  const body = detail.isError && !order ? <LoadError error={detail.error} onRetry={() => void detail.refetch()} /> : order ? <DetailBody order={order} /> : <Spin className="pc-order-detail__spin" />;
  return (
    <Modal open={orderId !== null} onCancel={onClose} title={t('spotOrders.detailTitle')} footer={footer} width={820} destroyOnHidden>
      <div data-testid="order-detail" data-order-id={shownId ?? undefined} data-status={order?.status}>
        {body}
      </div>
    </Modal>
  );
}
