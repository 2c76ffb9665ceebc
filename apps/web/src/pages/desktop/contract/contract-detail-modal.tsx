import { useState } from 'react';
import { Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TContractDetail } from '../../../features/contract/contract-types';
import { useContractDetail } from '../../../features/contract/use-contract-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { contractCells } from './contract-columns';
import { LoadFailed } from './load-failed';
import { TickProof } from './tick-proof';

/** Every SPEC §3 field of a contract order, in the order a user reads a position's life. */
function DetailFields({ order }: { order: TContractDetail }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const cell = contractCells(t, lang);
  const item = (key: keyof typeof cell, labelKey = `contract.field.${key}`) => ({ key, label: t(labelKey), children: cell[key](order) });
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        { key: 'orderId', label: t('contract.field.orderId'), children: <LtrNumber>{order.orderId}</LtrNumber> },
        item('pair'),
        item('direction'),
        item('type'),
        item('multiple'),
        item('openAmount'),
        item('openQuantity'),
        item('buyPrice'),
        item('openPrice'),
        // The market's price only means something while the order is still live; a closed one has its settlement price.
        ...(order.status === 'holding' || order.status === 'pending' ? [item('currentPrice')] : []),
        item('stopLoss', 'contract.stopLoss'),
        item('takeProfit', 'contract.takeProfit'),
        item('profit'),
        item('settlementPrice'),
        item('settlementProfit'),
        item('openFee'),
        item('closeFee'),
        item('liquidationFee'),
        item('insurancePaid'),
        item('finalAmount'),
        item('status'),
        item('outcome'),
        item('time'),
        item('openTime'),
        item('finishTime'),
        item('holdTime'),
      ]}
    />
  );
}

/**
 * One contract order in a dialog: all its fields, and the proof of its prices — the recorded index
 * ticks it opened and settled at (id, price, method, every source with its time), which anyone can
 * fetch again from the public price-tick call.
 */
export function ContractDetailModal({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The last order shown stays while the dialog fades out, instead of a spinner.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);
  const detail = useContractDetail(shownId);
  const order = detail.data;
  const body =
    detail.isError && !order ? (
      <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    ) : order ? (
      <>
        <DetailFields order={order} />
        <section className="pcc-proof" aria-labelledby="pcc-proof-title" data-testid="contract-proof">
          <h3 id="pcc-proof-title" className="pcc-proof__title">
            {t('contract.proof.title')}
          </h3>
          <p className="pc-muted pcc-proof__hint">{t('contract.proof.hint')}</p>
          <div className="pcc-proof__ticks">
            <TickProof title={t('contract.proof.open')} tick={order.openTick} symbol={order.symbol} emptyKey="pcContract.noOpenTick" testId="open-tick" />
            <TickProof title={t('contract.proof.close')} tick={order.closeTick} symbol={order.symbol} emptyKey="pcContract.noCloseTick" testId="close-tick" />
          </div>
        </section>
      </>
    ) : (
      <Spin className="pcc-detail__spin" />
    );
  return (
    <Modal
      open={orderId !== null}
      onCancel={onClose}
      title={t('pcContract.detailTitle')}
      width={880}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {t('pcContract.closeDialog')}
        </Button>,
      ]}
    >
      <div className="pcc-detail" data-testid="contract-detail" data-order-id={shownId ?? undefined} data-status={order?.status}>
        {body}
      </div>
    </Modal>
  );
}
