import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ZContractTick } from '@exchange/contracts';
import type { z } from 'zod';
import { MAX_ASSET_SCALE } from '@exchange/contracts';
import { fetchPriceTicks } from '../../../features/contract/contract-api';
import { formatDateTime } from '../../../features/format/format-date';
import { Output } from '../../../features/format/output';
import { useLocaleStore } from '../../../features/locale/locale-store';
import { Row } from './order-parts';

/** A recorded index tick an order cites (contracts and seconds contracts alike). */
export type TTick = z.output<typeof ZContractTick>;

/** The outside feeds by their own names; the demo reference (and the own market of older demo ticks) is said in words. */
const FEED_NAMES: Record<string, string> = { htx: 'HTX', binance: 'Binance', okx: 'OKX' };

type TBlockProps = {
  title: string;
  tick: TTick | null;
  symbol: string;
  /** The decimals the screen shows prices of this market at. */
  priceDecimals: number;
  testId: string;
  /** What to say when there is no tick (not settled yet, or none was needed). */
  emptyKey: string;
};

/**
 * One recorded tick of a proof: its id, price, time, how it was made and every input with its own
 * time, and a check against the public price-tick call (what anyone can do). Shared by the contract
 * and the seconds-contract order details.
 */
export function TickBlock({ title, tick, symbol, priceDecimals, testId, emptyKey }: TBlockProps) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  if (!tick) {
    return (
      <div className="mc-tick" data-testid={testId}>
        <h3 className="mc-tick__title">{title}</h3>
        <p className="mt-muted mc-tick__none">{t(emptyKey)}</p>
      </div>
    );
  }
  const method = tick.method === 'median' || tick.method === 'demo' ? t(`contract.proof.${tick.method}`) : tick.method;
  return (
    <div className="mc-tick" data-testid={testId} data-tick-id={tick.id}>
      <h3 className="mc-tick__title">{title}</h3>
      <dl className="mc-rows">
        <Row label={t('contract.proof.tickId')} testId={`${testId}-id`}>
          <bdi dir="ltr">{tick.id}</bdi>
        </Row>
        <Row label={t('contract.proof.price')} testId={`${testId}-price`}>
          <bdi dir="ltr"><Output value={tick.price} decimals={priceDecimals} empty="--" /></bdi>
        </Row>
        <Row label={t('contract.proof.time')}>
          <bdi>{formatDateTime(tick.time, lang, { seconds: true })}</bdi>
        </Row>
        <Row label={t('contract.proof.method')}>{method}</Row>
      </dl>
      <h4 className="mc-tick__sources">{t('contract.proof.sources')}</h4>
      <ul className="mc-sources">
        {tick.sources.map((source) => (
          <li key={`${source.source}-${source.time}`} className="mc-source">
            <span className="mc-source__name">{source.source === 'demo-reference' ? t('mContract.demoReference') : source.source === 'own-market' ? t('mContract.ownMarket') : (FEED_NAMES[source.source] ?? source.source)}</span>
            <bdi dir="ltr" className="mc-source__price">
              <Output value={source.price} scale={MAX_ASSET_SCALE} />
            </bdi>
            <bdi className="mc-source__time">{formatDateTime(source.time, lang, { seconds: true })}</bdi>
          </li>
        ))}
      </ul>
      <TickCheck tick={tick} symbol={symbol} testId={`${testId}-check`} />
    </div>
  );
}

/**
 * "Fetch the ticks": asks the public price-tick call (no session needed) for the tick's own time,
 * and shows what it answered for that id, and whether it is the same tick.
 */
function TickCheck({ tick, symbol, testId }: { tick: TTick; symbol: string; testId: string }) {
  const { t } = useTranslation();
  const [isAsked, setAsked] = useState(false);
  const answer = useQuery({
    queryKey: ['priceTick', symbol, tick.id],
    queryFn: () => fetchPriceTicks(symbol, tick.time, tick.time),
    enabled: isAsked,
    staleTime: Infinity,
  });
  const fetched = answer.data?.list.find((item) => item.id === tick.id);
  const isSame = fetched !== undefined && fetched.price === tick.price && fetched.time === tick.time && fetched.method === tick.method;
  return (
    <div className="mc-check" data-testid={testId}>
      <Button size="small" fill="outline" color="primary" loading={answer.isFetching} onClick={() => (isAsked ? void answer.refetch() : setAsked(true))}>
        {t('contract.proof.verify')}
      </Button>
      {answer.isError && <p className="mc-error">{t('contract.loadFailed')}</p>}
      {answer.data && (
        <>
          <p className={isSame ? 'mc-check__result is-same' : 'mc-check__result is-different'} role="status" data-same={isSame}>
            {t(isSame ? 'mContract.tickSame' : 'mContract.tickDifferent')}
          </p>
          {fetched && (
            <pre className="mc-check__json" dir="ltr" tabIndex={0}>
              {JSON.stringify(fetched, null, 2)}
            </pre>
          )}
        </>
      )}
    </div>
  );
}
