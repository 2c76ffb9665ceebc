import { useState, type ReactNode } from 'react';
import { Checkbox, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, scaleOf, type TMarket } from '@exchange/contracts';
import type { TContractFormApi } from '../../../features/contract/use-contract-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { NONE, priceText } from './contract-text';

const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/**
 * The confirmation before a position opens, on the form and summary it was asked on: the market,
 * direction, order type (a limit's price), leverage and margin, then the size, value, opening fee,
 * total cost, liquidation price and the stops; "don't ask again", Cancel and Open.
 */
export function ContractConfirmModal({ market, form }: { market: TMarket; form: TContractFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [isDontAsk, setDontAsk] = useState(false);
  const { pending } = form;
  const state = pending?.state;
  const summary = pending?.summary;
  const usdt = (value: string | null | undefined) => (value ? `${formatOutput(value, lang, { scale: USDT_SCALE })} ${CONTRACT_QUOTE}` : NONE);
  const price = (value: string | undefined) => (value ? priceText(value, market.symbol, lang) : t('contract.notSet'));
  const rows: { id: string; label: string; value: ReactNode }[] =
    state && summary
      ? [
          { id: 'pair', label: t('contract.pair'), value: <LtrNumber>{`${market.base}/${market.quote}`}</LtrNumber> },
          { id: 'direction', label: t('contract.direction'), value: <span className={`pcc-dir is-${state.direction}`}>{t(state.direction === 'up' ? 'contract.up' : 'contract.down')}</span> },
          { id: 'type', label: t('contract.orderType'), value: state.type === 'limit' ? <>{t('contract.limit')} · <LtrNumber>{price(state.price)}</LtrNumber></> : t('contract.market') },
          { id: 'leverage', label: t('contract.leverage'), value: <LtrNumber>{t('contract.leverageValue', { value: summary.leverage ?? '' })}</LtrNumber> },
          { id: 'margin', label: t('contract.marginLabel'), value: <LtrNumber>{usdt(state.margin)}</LtrNumber> },
          { id: 'size', label: t('contract.size'), value: <LtrNumber>{summary.quantity === null ? NONE : `${formatOutput(summary.quantity, lang, { scale: market.quantityPrecision })} ${market.base}`}</LtrNumber> },
          { id: 'value', label: t('contract.value'), value: <LtrNumber>{usdt(summary.value)}</LtrNumber> },
          { id: 'fee', label: t(state.type === 'limit' ? 'contract.openFeeMax' : 'contract.openFee'), value: <LtrNumber>{usdt(summary.fee)}</LtrNumber> },
          { id: 'cost', label: t('contract.cost'), value: <LtrNumber>{usdt(summary.cost)}</LtrNumber> },
          { id: 'liquidation', label: t('contract.liquidationPrice'), value: <LtrNumber>{summary.liquidationPrice ? priceText(summary.liquidationPrice, market.symbol, lang) : NONE}</LtrNumber> },
          { id: 'stopLoss', label: t('contract.stopLoss'), value: <LtrNumber>{price(state.stopLoss)}</LtrNumber> },
          { id: 'takeProfit', label: t('contract.takeProfit'), value: <LtrNumber>{price(state.takeProfit)}</LtrNumber> },
        ]
      : [];
  return (
    <Modal
      open={pending !== null}
      title={t('contract.confirmTitle')}
      onCancel={form.dismiss}
      onOk={() => void form.confirm(isDontAsk)}
      afterClose={() => setDontAsk(false)}
      okText={t(state?.direction === 'down' ? 'contract.openDown' : 'contract.openUp')}
      cancelText={t('contract.cancel')}
      okButtonProps={{ loading: form.isSending, className: `pc-order__submit is-${state?.direction === 'down' ? 'sell' : 'buy'}`, ...{ 'data-testid': 'contract-confirm' } }}
      width={440}
      destroyOnHidden
    >
      <div data-testid="contract-confirm-dialog" data-direction={state?.direction ?? ''}>
        <dl className="pcc-summary__list">
          {rows.map((row) => (
            <div key={row.id} className="pcc-summary__row" data-row={row.id}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        <p className="pcc-confirm__note">{t(state?.type === 'limit' ? 'contract.confirmNoteLimit' : 'contract.confirmNote')}</p>
        <Checkbox checked={isDontAsk} onChange={(e) => setDontAsk(e.target.checked)} data-testid="contract-confirm-dont-ask">
          {t('contract.dontAsk')}
        </Checkbox>
      </div>
    </Modal>
  );
}
