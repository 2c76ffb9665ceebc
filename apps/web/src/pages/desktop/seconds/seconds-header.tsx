import { Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SECONDS_ASSET } from '@exchange/contracts';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { useSecondsConfig } from '../../../features/seconds/use-seconds-data';
import { NONE, usdtText } from '../contract/contract-text';
import { secondsPriceText } from './seconds-cells';
import { SecondsPairPicker } from './seconds-pair-picker';
import type { TSecondsPair } from './use-seconds-pair';

/**
 * The seconds page's header: the pair (and picker over the offered markets), the newest recorded
 * index price (what every opening and settlement uses), and the house in public: its balance and
 * the most the open orders could win from it, explained in a tooltip.
 */
export function SecondsHeader({ pair }: { pair: TSecondsPair }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const config = useSecondsConfig();
  const market = config.data?.markets.find((m) => m.symbol === pair.symbol);
  const price = market?.price ?? '';
  const usdt = (value: string | undefined) => (value === undefined ? NONE : `${usdtText(value, lang)} ${SECONDS_ASSET}`);
  return (
    <section className="pc-trade__panel pc-mhead pcc-head" data-testid="seconds-header">
      <h1 className="pc-sr-only">
        {t('seconds.title')} <bdi dir="ltr">{`${pair.baseCoin}/${pair.quoteCoin}`}</bdi>
      </h1>
      <SecondsPairPicker pair={pair} markets={config.data?.markets ?? []} />
      <div className="pcc-head__price">
        <span className="pcc-head__label">{t('seconds.indexPrice')}</span>
        <LtrNumber className="pc-mhead__last">
          <span data-testid="index-price" data-price={price}>
            {secondsPriceText(price, pair.symbol, lang, market?.pricePrecision)}
          </span>
        </LtrNumber>
        {market && price === '' && <span className="pcc-head__note">{t('contract.noIndexPrice')}</span>}
      </div>
      <dl className="pc-mhead__stats pcc-head__stats" aria-label={t('seconds.house')}>
        <div>
          <dt className="pcc-head__house">
            {t('seconds.houseBalance')}
            <Tooltip title={t('seconds.houseHint')}>
              <button type="button" className="pcc-help" aria-label={t('seconds.house')} data-testid="house-hint">
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
        <div>
          <dt>{t('seconds.houseExposure')}</dt>
          <dd>
            <LtrNumber>
              <span data-testid="house-exposure">{usdt(config.data?.houseExposure)}</span>
            </LtrNumber>
          </dd>
        </div>
      </dl>
    </section>
  );
}
