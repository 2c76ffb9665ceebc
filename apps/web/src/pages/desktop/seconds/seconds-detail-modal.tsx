import { useState } from 'react';
import { Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { useSecondsRecord } from '../../../features/seconds/use-seconds-data';
import { LoadFailed } from '../contract/load-failed';
import { TickProof } from '../contract/tick-proof';
import { secondsCells, symbolOf } from './seconds-cells';

/** Every field of a seconds order (SPEC §3 and its result), in the order a user reads its life. */
function DetailFields({ order }: { order: TSecondsOrder }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const cell = secondsCells(t, lang);
  const item = (key: keyof typeof cell, labelKey = `seconds.field.${key}`) => ({ key, label: t(labelKey), children: cell[key](order) });
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      items={[
        item('id'),
        item('pair'),
        item('direction'),
        item('positionTime'),
        item('openAmount'),
        item('fee'),
        item('incomeRate'),
        item('payoutMax', 'seconds.profit'),
        item('openTime'),
        item('expiryTime'),
        item('openPrice'),
        item('settlementPrice'),
        item('status'),
        item('outcome'),
        item('payout'),
        item('profit'),
        item('settleTime'),
      ]}
    />
  );
}

/** The proof of an order's outcome: the rule version, and the two recorded index ticks it depends on. */
export function SecondsProof({ order }: { order: TSecondsOrder }) {
  const { t } = useTranslation();
  const symbol = symbolOf(order);
  return (
    <section className="pcc-proof" aria-labelledby="pcs-proof-title" data-testid="seconds-proof" data-rule={order.ruleVersion}>
      <h3 id="pcs-proof-title" className="pcc-proof__title">
        {t('seconds.proof.title')} <span className="pcs-proof__rule">{t('seconds.proof.rule', { version: order.ruleVersion })}</span>
      </h3>
      <p className="pc-muted pcc-proof__hint">{t('seconds.proof.hint')}</p>
      <div className="pcc-proof__ticks">
        <TickProof title={t('seconds.proof.open')} tick={order.openTick} symbol={symbol} emptyKey="pcSeconds.noOpenTick" testId="open-tick" />
        <TickProof title={t('seconds.proof.close')} tick={order.closeTick} symbol={symbol} emptyKey="pcSeconds.noCloseTick" testId="close-tick" />
      </div>
    </section>
  );
}

/**
 * One seconds order in a dialog: all its fields and its proof (rule version, both ticks with id,
 * price, method, sources and times), which anyone can fetch again from the public price-tick call.
 * An open order is followed until it settles (the hook polls it).
 */
export function SecondsDetailModal({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The last order shown stays while the dialog fades out, instead of a spinner.
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== null && orderId !== shownId) setShownId(orderId);
  const detail = useSecondsRecord(shownId);
  const order = detail.data;
  const body =
    detail.isError && !order ? (
      <LoadFailed error={detail.error} onRetry={() => void detail.refetch()} />
    ) : order ? (
      <>
        <DetailFields order={order} />
        <SecondsProof order={order} />
      </>
    ) : (
      <Spin className="pcc-detail__spin" />
    );
  return (
    <Modal
      open={orderId !== null}
      onCancel={onClose}
      title={
        <>
          {t('pcSeconds.detailTitle')} <LtrNumber>{shownId === null ? '' : `#${shownId}`}</LtrNumber>
        </>
      }
      width={880}
      destroyOnHidden
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {t('seconds.close')}
        </Button>,
      ]}
    >
      <div className="pcc-detail" data-testid="seconds-detail" data-order-id={shownId ?? undefined} data-status={order?.entryStatus}>
        {body}
      </div>
    </Modal>
  );
}
