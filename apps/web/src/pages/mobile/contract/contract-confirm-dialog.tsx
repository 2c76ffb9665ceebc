import { useState } from 'react';
import { Checkbox, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, scaleOf, type TMarket } from '@exchange/contracts';
import type { TContractFormApi } from '../../../features/contract/use-contract-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { OpenSummary } from './open-summary';

const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/**
 * The mobile confirmation before a position opens (antd-mobile Dialog), on the form and summary it
 * was asked on: direction, order type, leverage, margin and stops, then the size, value, fee, cost and
 * liquidation price; "don't ask again", Cancel and Open. Open while the form holds a pending opening.
 */
export function ContractConfirmDialog({ market, form }: { market: TMarket; form: TContractFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const [isDontAsk, setDontAsk] = useState(false);
  const { pending } = form;
  const state = pending?.state;
  const price = (value: string | undefined) => (value ? formatOutput(value, lang, { decimals: market.pricePrecision }) : '');
  const line = (id: string, label: string, value: string, unit = '') => (
    <div className="mt-line" data-row={id}>
      <dt>{label}</dt>
      <dd className="mt-line__value">
        {value ? (
          <>
            <bdi dir="ltr">{value}</bdi>
            {unit && ` ${unit}`}
          </>
        ) : (
          t('contract.notSet')
        )}
      </dd>
    </div>
  );
  return (
    <Dialog
      visible={pending !== null}
      title={t('contract.confirmTitle')}
      aria-label={t('contract.confirmTitle')}
      onClose={form.dismiss}
      afterClose={() => setDontAsk(false)}
      closeOnAction={false}
      content={
        pending &&
        state && (
          <div className="mc-confirm" data-testid="contract-confirm-dialog" data-direction={state.direction}>
            <dl className="mc-summary">
              {line('pair', t('contract.pair'), `${market.base}/${market.quote}`)}
              <div className="mt-line" data-row="direction">
                <dt>{t('contract.direction')}</dt>
                <dd className={`mt-line__value mc-confirm__dir mc-confirm__dir--${state.direction}`}>{t(state.direction === 'up' ? 'contract.up' : 'contract.down')}</dd>
              </div>
              <div className="mt-line" data-row="type">
                <dt>{t('contract.orderType')}</dt>
                <dd className="mt-line__value">
                  {t(state.type === 'limit' ? 'contract.limit' : 'contract.market')}
                  {state.type === 'limit' && (
                    <>
                      {' · '}
                      <bdi dir="ltr">{price(state.price)}</bdi>
                    </>
                  )}
                </dd>
              </div>
              {line('leverage', t('contract.leverage'), t('contract.leverageValue', { value: pending.summary.leverage ?? '' }))}
              {line('margin', t('contract.marginLabel'), formatOutput(state.margin, lang, { scale: USDT_SCALE }), CONTRACT_QUOTE)}
              {line('stopLoss', t('contract.stopLoss'), price(state.stopLoss), market.quote)}
              {line('takeProfit', t('contract.takeProfit'), price(state.takeProfit), market.quote)}
            </dl>
            <OpenSummary market={market} summary={pending.summary} type={state.type} />
            <p className="mc-confirm__note">{t(state.type === 'limit' ? 'contract.confirmNoteLimit' : 'contract.confirmNote')}</p>
            <Checkbox checked={isDontAsk} onChange={setDontAsk} style={{ fontSize: 13, '--icon-size': '16px' }} data-testid="contract-confirm-dont-ask">
              {t('contract.dontAsk')}
            </Checkbox>
          </div>
        )
      }
      actions={[
        [
          { key: 'cancel', text: t('contract.cancel'), onClick: form.dismiss },
          {
            key: 'confirm',
            text: t(state?.direction === 'down' ? 'contract.openDown' : 'contract.openUp'),
            bold: true,
            disabled: form.isSending,
            onClick: () => void form.confirm(isDontAsk),
            ...{ 'data-testid': 'contract-confirm' },
          },
        ],
      ]}
    />
  );
}
