import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, MAX_ASSET_SCALE, scaleOf, type TMarket } from '@exchange/contracts';
import type { TContractFormApi } from '../../../features/contract/use-contract-form';
import { formatOutput } from '../../../features/format/format-output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { NONE, percentOf, priceText, sentenceWithNumbers } from './contract-text';

const USDT_SCALE = scaleOf(CONTRACT_QUOTE);

/**
 * What opening would do, before it is sent (the engine's summary, exact): the position size and
 * value, the opening fee (for a limit order the most it can cost, frozen until it opens), the total
 * that leaves the contract account, and the liquidation price; then the market's fee and
 * maintenance margin rates, and how much more position value the house can take now.
 */
export function ContractSummary({ market, form }: { market: TMarket; form: TContractFormApi }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { summary, state, ctx } = form;
  const usdt = (value: string | null) => (value === null ? NONE : `${formatOutput(value, lang, { scale: USDT_SCALE })} ${CONTRACT_QUOTE}`);
  const rows: { id: string; label: string; value: ReactNode }[] = [
    { id: 'size', label: t('contract.size'), value: summary.quantity === null ? NONE : `${formatOutput(summary.quantity, lang, { scale: market.quantityPrecision })} ${market.base}` },
    { id: 'value', label: t('contract.value'), value: usdt(summary.value) },
    { id: 'fee', label: t(state.type === 'limit' ? 'contract.openFeeMax' : 'contract.openFee'), value: usdt(summary.fee) },
    { id: 'cost', label: t('contract.cost'), value: usdt(summary.cost) },
    { id: 'liquidation', label: t('contract.liquidationPrice'), value: summary.liquidationPrice === null ? NONE : priceText(summary.liquidationPrice, market.symbol, lang) },
  ];
  const config = ctx.config;
  const rate = (value: string) => `${formatOutput(percentOf(value), lang, { scale: MAX_ASSET_SCALE })}%`;
  return (
    <div className="pcc-summary">
      <dl className="pcc-summary__list" aria-label={t('pcContract.summary')} data-testid="contract-summary">
        {rows.map((row) => (
          <div key={row.id} className="pcc-summary__row" data-row={row.id}>
            <dt>{row.label}</dt>
            <dd>
              <LtrNumber>{row.value}</LtrNumber>
            </dd>
          </div>
        ))}
      </dl>
      {config && (
        <p className="pcc-summary__rates" data-testid="contract-rates">
          {sentenceWithNumbers(t, 'contract.fees', { open: rate(config.openFeeRate), close: rate(config.closeFeeRate), liquidation: rate(config.liquidationFeeRate) })}
          {' · '}
          {sentenceWithNumbers(t, 'contract.mmr', { rate: rate(config.mmr) })}
        </p>
      )}
      {config && (
        <p className="pcc-summary__house">
          <span className="pc-muted">{t('contract.freeCapacity')}</span>
          <LtrNumber>
            {/* What the house can still take on: a figure to read, not to act on, so at the 4 decimals of the rest. */}
            <span data-testid="free-capacity">{formatOutput(config.freeCapacity, lang, { unit: CONTRACT_QUOTE })}</span>
          </LtrNumber>
        </p>
      )}
    </div>
  );
}
