import { useState, type FormEvent } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { stopsErrors, type TStopsError } from '../../../features/contract/contract-stops';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { useUpdateContractStops } from '../../../features/contract/use-contract-actions';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { showInvalid } from '../../../features/notify/show-failure';
import { AmountInput } from '../components/amount-input';
import { contractCells } from './contract-columns';

type TField = 'stopLoss' | 'takeProfit';

/** The dialog's body, keyed by the order: its fields start from the order's stops. */
function StopsDialog({ order, onClose }: { order: TContractOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const update = useUpdateContractStops();
  const [values, setValues] = useState<Record<TField, string>>({ stopLoss: order.stopLoss, takeProfit: order.takeProfit });
  const [isChecked, setChecked] = useState(false);
  const market = findContractMarket(order.symbol);
  const errors: TStopsError[] = stopsErrors(order, values.stopLoss, values.takeProfit);
  const errorOf = (field: TField) => (isChecked ? errors.find((e) => e.field === field) ?? null : null);
  const cell = contractCells(t, lang);

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setChecked(true);
    const first = errors[0];
    if (first) {
      showInvalid(first.key);
      return;
    }
    update.mutate({ orderId: order.orderId, stopLoss: values.stopLoss.trim(), takeProfit: values.takeProfit.trim() }, { onSuccess: onClose });
  };

  const field = (name: TField, label: string) => {
    const error = errorOf(name);
    return (
      <div className="pcc-form__field">
        <label className="pc-order__field">
          <AmountInput
            name={name}
            dir="ltr"
            value={values[name]}
            onChange={(value) => setValues((v) => ({ ...v, [name]: value }))}
            scale={market?.pricePrecision}
            coin={order.quote}
            echoTestId={`stops-${name}-echo`}
            placeholder={t('contract.optional')}
            prefix={<span className="pc-order__label">{label}</span>}
            suffix={order.quote}
            status={error ? 'error' : undefined}
          />
        </label>
        <p className="pcc-form__error" role="alert" data-testid={`stops-${name}-error`}>
          {error ? t(`msg:${error.key}`) : ''}
        </p>
      </div>
    );
  };

  return (
    <Modal
      open
      title={t('contract.stopsTitle')}
      onCancel={onClose}
      width={460}
      footer={[
        <Button key="keep" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={() => save()} data-testid="stops-save">
          {t('contract.save')}
        </Button>,
      ]}
    >
      <form className="pcc-stops-form" onSubmit={save} noValidate data-testid="stops-dialog" data-order-id={order.orderId}>
        <p className="pc-muted pcc-stops-form__hint">{t('contract.stopsHint')}</p>
        <dl className="pcc-summary__list">
          <div className="pcc-summary__row">
            <dt>{t('contract.field.pair')}</dt>
            <dd>{cell.position(order)}</dd>
          </div>
          <div className="pcc-summary__row">
            <dt>{t('contract.entryPrice')}</dt>
            <dd>{cell.openPrice(order)}</dd>
          </div>
          <div className="pcc-summary__row">
            <dt>{t('contract.currentPrice')}</dt>
            <dd>{cell.currentPrice(order)}</dd>
          </div>
          <div className="pcc-summary__row">
            <dt>{t('contract.liquidationPrice')}</dt>
            <dd>{cell.liquidationPrice(order)}</dd>
          </div>
        </dl>
        {field('stopLoss', t('contract.stopLoss'))}
        {field('takeProfit', t('contract.takeProfit'))}
      </form>
    </Modal>
  );
}

/**
 * Sets or removes a position's stop loss and take profit: the server's checks first (each stop on
 * its side of the current price, at the market's decimals), beside the fields and as a toast; '' removes.
 */
export function StopsModal({ order, onClose }: { order: TContractOrder | null; onClose: () => void }) {
  return order ? <StopsDialog key={order.orderId} order={order} onClose={onClose} /> : null;
}
