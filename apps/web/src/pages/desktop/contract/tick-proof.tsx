import { useTranslation } from 'react-i18next';
import type { TContractDetail } from '../../../features/contract/contract-types';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { LtrNumber } from '../../../features/market/ltr-number';
import { DateText, priceText } from './contract-text';

type TTick = NonNullable<TContractDetail['openTick']>;

/** The outside feeds by their own names (proper nouns); the demo reference (and the own market of older demo ticks) in the user's language. */
const FEED_NAMES: Record<string, string> = { htx: 'HTX', binance: 'Binance', okx: 'OKX' };

/**
 * One recorded index tick an order used, as its proof: the tick id (what the public price-tick
 * call returns), the index price, how it was made (the median of outside feeds, or in demo mode the
 * exchange's own last trade), when, and every input with its own price and time.
 */
export function TickProof({ title, tick, symbol, emptyKey, testId }: { title: string; tick: TTick | null; symbol: string; emptyKey: string; testId: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  if (!tick) {
    return (
      <div className="pcc-tick" data-testid={testId} data-tick-id="">
        <h4 className="pcc-tick__title">{title}</h4>
        <p className="pc-muted">{t(emptyKey)}</p>
      </div>
    );
  }
  const feed = (source: string) =>
    FEED_NAMES[source] ?? (source === 'demo-reference' ? t('pcContract.demoReference') : source === 'own-market' ? t('pcContract.ownMarket') : source);
  return (
    <div className="pcc-tick" data-testid={testId} data-tick-id={tick.id}>
      <h4 className="pcc-tick__title">{title}</h4>
      <dl className="pcc-summary__list">
        <div className="pcc-summary__row">
          <dt>{t('contract.proof.tickId')}</dt>
          <dd>
            <LtrNumber>
              <span data-testid={`${testId}-id`}>{tick.id}</span>
            </LtrNumber>
          </dd>
        </div>
        <div className="pcc-summary__row">
          <dt>{t('contract.proof.price')}</dt>
          <dd>
            <LtrNumber>{priceText(tick.price, symbol, lang)}</LtrNumber>
          </dd>
        </div>
        <div className="pcc-summary__row">
          <dt>{t('contract.proof.method')}</dt>
          <dd>{t(tick.method === 'median' ? 'contract.proof.median' : 'contract.proof.demo')}</dd>
        </div>
        <div className="pcc-summary__row">
          <dt>{t('contract.proof.time')}</dt>
          <dd>
            <DateText time={tick.time} lang={lang} />
          </dd>
        </div>
      </dl>
      <table className="pcc-tick__sources">
        <caption>{t('contract.proof.sources')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pcContract.feed')}</th>
            <th scope="col">{t('pcContract.feedPrice')}</th>
            <th scope="col">{t('pcContract.feedTime')}</th>
          </tr>
        </thead>
        <tbody>
          {tick.sources.map((s) => (
            <tr key={`${s.source}-${s.time}`}>
              <td>{feed(s.source)}</td>
              <td>
                <LtrNumber>{s.price}</LtrNumber>
              </td>
              <td>
                <DateText time={s.time} lang={lang} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
