import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTRACT_QUOTE, type TMarket } from '@exchange/contracts';
import { useContractConfig } from '../../../features/contract/use-contract-data';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { pairLabel } from '../../../features/market/market-info';
import { ContractPairPicker } from './contract-pair-picker';
import { NONE, priceText, RateText, usdtText } from './contract-text';

/**
 * The contract page's header: the pair (and picker), the newest recorded index price (what every
 * opening and settlement uses), the leverage on offer, the maintenance margin rate, and the house's
 * balance (what stands against the users' positions, explained in a tooltip).
 */
export function ContractHeader({ market }: { market: TMarket }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const config = useContractConfig();
  const params = config.data?.markets.find((m) => m.symbol === market.symbol);
  const price = params?.price ?? '';
  const usdt = (value: string | undefined) => (value === undefined ? NONE : `${usdtText(value, lang)} ${CONTRACT_QUOTE}`);
  const leverages = params?.leverages ?? [];
  return (
    <section className="pc-trade__panel pc-mhead pcc-head" data-testid="contract-header">
      <h1 className="pc-sr-only">
        {t('contract.title')} <bdi dir="ltr">{pairLabel(market)}</bdi>
      </h1>
      <ContractPairPicker market={market} />
      <div className="pcc-head__price">
        <span className="pcc-head__label">{t('contract.indexPrice')}</span>
        <LtrNumber className="pc-mhead__last">
          <span data-testid="index-price" data-price={price}>
            {price === '' ? NONE : priceText(price, market.symbol, lang)}
          </span>
        </LtrNumber>
        {params && price === '' && <span className="pcc-head__note">{t('contract.noIndexPrice')}</span>}
      </div>
      <dl className="pc-mhead__stats pcc-head__stats">
        <div>
          <dt>{t('contract.leverage')}</dt>
          <dd>
            <LtrNumber>{leverages.length > 0 ? t('contract.leverageValue', { value: leverages.length === 1 ? leverages[0] : `${leverages[0]}–${leverages[leverages.length - 1]}` }) : NONE}</LtrNumber>
          </dd>
        </div>
        <div>
          <dt>{t('pcContract.mmrLabel')}</dt>
          <dd>{params ? <RateText rate={params.mmr} lang={lang} /> : NONE}</dd>
        </div>
        <div>
          <dt className="pcc-head__house">
            {t('contract.houseBalance')}
            <Tooltip title={t('contract.houseHint')}>
              <button type="button" className="pcc-help" aria-label={t('contract.house')}>
                <QuestionCircleOutlined />
              </button>
            </Tooltip>
          </dt>
          <dd>
            <LtrNumber>
              <span data-testid="house-balance">{usdt(config.data?.houseBalance)}</span>
            </LtrNumber>
          </dd>
        </div>
      </dl>
    </section>
  );
}
