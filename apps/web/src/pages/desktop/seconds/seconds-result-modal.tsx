import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../features/locale/locale-store';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { secondsCells } from './seconds-cells';

/**
 * The dialog that pops when one of the user's orders settles (the private feed): the outcome, the
 * opening and settlement prices it was decided on, what came back, and the way to its proof.
 */
export function SecondsResultModal({ order, onClose, onProof }: { order: TSecondsOrder | null; onClose: () => void; onProof: (order: TSecondsOrder) => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const cell = secondsCells(t, lang);
  const outcome = order?.outcome ?? 'draw';
  const rows = order
    ? [
        { id: 'pair', label: t('seconds.field.pair'), value: cell.pair(order) },
        { id: 'direction', label: t('seconds.field.direction'), value: cell.direction(order) },
        { id: 'openAmount', label: t('seconds.field.openAmount'), value: cell.openAmount(order) },
        { id: 'openPrice', label: t('seconds.field.openPrice'), value: cell.openPrice(order) },
        { id: 'settlementPrice', label: t('seconds.field.settlementPrice'), value: cell.settlementPrice(order) },
        { id: 'payout', label: t('seconds.field.payout'), value: cell.payout(order) },
        { id: 'profit', label: t('seconds.field.profit'), value: cell.profit(order) },
      ]
    : [];
  return (
    <Modal
      open={order !== null}
      onCancel={onClose}
      title={t('seconds.result.title')}
      width={440}
      destroyOnHidden
      footer={[
        <Button key="proof" onClick={() => order && onProof(order)} data-testid="result-proof">
          {t('pcSeconds.viewProof')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('seconds.close')}
        </Button>,
      ]}
    >
      <div className="pcs-result" data-testid="seconds-result" data-order-id={order?.id} data-outcome={order?.outcome ?? ''}>
        <p className={`pcs-result__outcome is-${outcome}`}>{t(`seconds.result.${outcome}`)}</p>
        <dl className="pcc-summary__list">
          {rows.map((row) => (
            <div key={row.id} className="pcc-summary__row" data-row={row.id}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}
