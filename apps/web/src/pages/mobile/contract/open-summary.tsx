import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, type TMarket } from '@exchange/contracts';
import type { TContractSummary } from '../../../features/contract/contract-form';
import type { TContractMarketConfig } from '../../../features/contract/contract-types';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { ratePercent, USDT_SCALE } from './contract-view';

type TProps = { market: TMarket; summary: TContractSummary; type: 'market' | 'limit' };

/**
 * What opening would do, before it is sent (the engine's summary, rendered as it is): the position
 * size, its value, the opening fee (a limit order's largest, frozen until it opens), the total that
 * leaves the contract account, and the liquidation price.
 */
export function OpenSummary({ market, summary, type }: TProps) {
  const { t } = useTranslation();
  const line = (label: string, value: ReactNode, unit: string, testId: string) => (
    <div className="mt-line">
      <dt>{label}</dt>
      <dd className="mt-line__value" data-testid={testId}>
        <bdi dir="ltr">{value ?? '--'}</bdi> {unit}
      </dd>
    </div>
  );
  return (
    <dl className="mc-summary" data-testid="contract-summary">
      {line(t('contract.size'), summary.quantity && <Output value={summary.quantity} decimals={market.quantityPrecision} />, market.base, 'summary-size')}
      {line(t('contract.value'), summary.value && <Output value={summary.value} />, CONTRACT_QUOTE, 'summary-value')}
      {line(t(type === 'limit' ? 'contract.openFeeMax' : 'contract.openFee'), summary.fee && <Output value={summary.fee} scale={USDT_SCALE} />, CONTRACT_QUOTE, 'summary-fee')}
      {line(t('contract.cost'), summary.cost && <Output value={summary.cost} scale={USDT_SCALE} />, CONTRACT_QUOTE, 'summary-cost')}
      {line(t('contract.liquidationPrice'), summary.liquidationPrice && <Output value={summary.liquidationPrice} decimals={market.pricePrecision} />, market.quote, 'summary-liquidation')}
    </dl>
  );
}

/**
 * The market's terms under the summary: the fees (opening, closing, liquidation, of the position
 * value) and the maintenance margin rate, as percents worked out exactly from the server's rates.
 */
export function MarketTerms({ config }: { config: TContractMarketConfig }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const percent = (rate: string) => ratePercent(rate, lang);
  return (
    <p className="mc-terms" data-testid="contract-terms">
      {t('contract.fees', { open: percent(config.openFeeRate), close: percent(config.closeFeeRate), liquidation: percent(config.liquidationFeeRate) })}
      {' · '}
      {t('contract.mmr', { rate: percent(config.mmr) })}
    </p>
  );
}
