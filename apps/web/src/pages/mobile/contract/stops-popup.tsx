import { useRef, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { findContractMarket } from '@exchange/contracts';
import { stopsErrors } from '../../../features/contract/contract-stops';
import type { TContractOrder } from '../../../features/contract/contract-types';
import { Output } from '../../../features/format/output';
import { AmountField } from './amount-field';
import { DirectionTags } from './order-parts';
import { useContractToasts } from './use-contract-toasts';

type TProps = { order: TContractOrder | null; onClose: () => void };

/** The fields' names (distinct from the opening form's, which stays on the page under the sheet). */
const NAMES = { stopLoss: 'editStopLoss', takeProfit: 'editTakeProfit' } as const;

/** The bottom sheet that edits a position's (or pending order's) stop loss and take profit. */
export function StopsPopup({ order, onClose }: TProps) {
  return (
    <Popup visible={order !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="mc-sheet" destroyOnClose>
      {order && <StopsForm key={order.orderId} order={order} onDone={onClose} />}
    </Popup>
  );
}

/**
 * The form inside: both fields start at the order's stops; '' removes one. The server's checks
 * (stopsErrors: readable, on the right side of the current price) run first, beside the fields.
 */
function StopsForm({ order, onDone }: { order: TContractOrder; onDone: () => void }) {
  const { t } = useTranslation();
  const market = findContractMarket(order.symbol);
  const [stopLoss, setStopLoss] = useState(order.stopLoss);
  const [takeProfit, setTakeProfit] = useState(order.takeProfit);
  const [isChecked, setChecked] = useState(false);
  const { updateStops, isUpdating } = useContractToasts();
  const errors = stopsErrors(order, stopLoss, takeProfit);
  const errorOf = (field: 'stopLoss' | 'takeProfit') => (isChecked ? errors.find((e) => e.field === field) ?? null : null);
  const reference = order.status === 'pending' ? order.buyPrice : order.currentPrice;
  const formRef = useRef<HTMLFormElement>(null);

  const save = async () => {
    setChecked(true);
    // The rule shows under its field, in view in the sheet (a toast would sit under the sheet's
    // mask): the field takes the focus, so a screen reader reads it with its error.
    if (errors[0]) return formRef.current?.querySelector<HTMLInputElement>(`input[name="${NAMES[errors[0].field]}"]`)?.focus();
    if (await updateStops({ orderId: order.orderId, stopLoss: stopLoss.trim(), takeProfit: takeProfit.trim() })) onDone();
  };

  return (
    <form ref={formRef} className="mc-stops-form" onSubmit={(e) => (e.preventDefault(), void save())} noValidate data-testid="stops-form">
      <h2 className="mc-sheet__title">{t('contract.stopsTitle')}</h2>
      <div className="mc-sheet__order">
        <DirectionTags order={order} />
        <bdi dir="ltr" className="mt-ocard__pair">
          {order.base}/{order.quote}
        </bdi>
        <span className="mt-muted mc-sheet__price">
          {t(order.status === 'pending' ? 'contract.field.buyPrice' : 'contract.currentPrice')}{' '}
          <bdi dir="ltr"><Output value={reference} decimals={market?.pricePrecision ?? 8} empty="--" /></bdi>
        </span>
      </div>
      <p className="mc-note">{t('contract.stopsHint')}</p>
      <AmountField
        name={NAMES.stopLoss}
        label={t('contract.stopLoss')}
        value={stopLoss}
        onChange={setStopLoss}
        scale={market?.pricePrecision ?? 8}
        unit={order.quote}
        placeholder={t('contract.optional')}
        error={errorOf('stopLoss')}
      />
      <AmountField
        name={NAMES.takeProfit}
        label={t('contract.takeProfit')}
        value={takeProfit}
        onChange={setTakeProfit}
        scale={market?.pricePrecision ?? 8}
        unit={order.quote}
        placeholder={t('contract.optional')}
        error={errorOf('takeProfit')}
      />
      <div className="mc-sheet__actions">
        <Button type="button" block onClick={onDone}>
          {t('contract.cancel')}
        </Button>
        <Button type="submit" block color="primary" loading={isUpdating} disabled={isUpdating} data-testid="stops-save">
          {t('contract.save')}
        </Button>
      </div>
    </form>
  );
}
