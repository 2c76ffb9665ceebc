import { useState } from 'react';
import { Checkbox, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TMarket } from '@exchange/contracts';
import { OrderSummaryLines } from '../../../features/trade/order-summary-lines';
import type { TOrderTicket } from '../../../features/trade/use-order-ticket';

/**
 * The mobile confirmation (antd-mobile Dialog): the order and its summary as asked, "don't ask
 * again", Cancel and Confirm. Open while the shared order ticket holds a pending order.
 */
export function OrderConfirmDialog({ market, ticket }: { market: TMarket; ticket: TOrderTicket }) {
  const { t } = useTranslation();
  const [isDontAsk, setDontAsk] = useState(false);
  const { pending } = ticket;
  return (
    <Dialog
      visible={pending !== null}
      title={t('orderConfirm.title')}
      onClose={ticket.dismiss}
      afterClose={() => setDontAsk(false)}
      closeOnAction={false}
      content={
        <div className="mt-confirm" data-testid="order-confirm">
          {pending && <OrderSummaryLines market={market} summary={pending.summary} order={pending.input} />}
          <Checkbox checked={isDontAsk} onChange={setDontAsk} style={{ marginTop: 12, fontSize: 13, '--icon-size': '16px' }}>
            {t('orderConfirm.dontAsk')}
          </Checkbox>
        </div>
      }
      actions={[
        [
          { key: 'cancel', text: t('orderConfirm.cancel'), onClick: ticket.dismiss },
          { key: 'confirm', text: t('orderConfirm.confirm'), bold: true, onClick: () => ticket.confirm(isDontAsk) },
        ],
      ]}
    />
  );
}
