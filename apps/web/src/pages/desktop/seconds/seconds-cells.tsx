import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { findContractMarket, SECONDS_ASSET } from '@exchange/contracts';
import type { TLocale } from '@exchange/i18n';
import { formatOutput } from '../../../features/format/format-output';
import type { TSecondsOrder } from '../../../features/seconds/seconds-api';
import { secondsLeft } from '../../../features/seconds/seconds-form';
import { formatNumber } from '../../../features/format/format-number';
import { LtrNumber } from '../../../features/market/ltr-number';
import { DateText, NONE, ProfitText, RateText, sentenceWithNumbers, usdtText } from '../contract/contract-text';

/** A market's index price at its own decimals (the config's, else the contract market's, else 2); '—' when empty. */
export function secondsPriceText(value: string, symbol: string, lang: TLocale, precision?: number): string {
  if (value === '') return NONE;
  return formatOutput(value, lang, { decimals: precision ?? findContractMarket(symbol)?.pricePrecision ?? 2 });
}

/** An order's market as the lists name it ("btcusdt"), the key of the price decimals. */
export const symbolOf = (o: Pick<TSecondsOrder, 'baseCoin' | 'quoteCoin'>) => `${o.baseCoin}${o.quoteCoin}`.toLowerCase();

/** A duration ("30 s") in the language's words, its number isolated left to right inside them. */
export function durationText(second: number, t: TFunction, lang: TLocale): ReactNode {
  return sentenceWithNumbers(t, 'seconds.durationValue', { s: formatNumber(second, lang) });
}

/** What the countdown of an open order says: waiting for its opening tick, the seconds left, or settling. */
export function countdownText(order: TSecondsOrder, now: number, t: TFunction, lang: TLocale): { state: 'waiting' | 'running' | 'settling'; text: string; left: number } {
  const left = secondsLeft(order.expiryTime, now);
  if (order.openPrice === '') return { state: 'waiting', text: t('seconds.waitingOpen'), left };
  if (left === 0) return { state: 'settling', text: t('seconds.settling'), left };
  return { state: 'running', text: t('seconds.countdown', { s: formatNumber(left, lang) }), left };
}

type TCell = (order: TSecondsOrder) => ReactNode;

/**
 * How each field of a seconds order is shown, in the lists and the dialogs alike: the server's
 * decimal strings (USDT cut to 4, prices at the market's decimals), the direction and outcome in
 * colour, times in the language's order. Nothing is recomputed here.
 */
export function secondsCells(t: TFunction, lang: TLocale) {
  const usdt = (value: string) => <LtrNumber>{value === '' ? NONE : `${usdtText(value, lang)} ${SECONDS_ASSET}`}</LtrNumber>;
  const price = (value: string, o: TSecondsOrder) => <LtrNumber>{secondsPriceText(value, symbolOf(o), lang)}</LtrNumber>;
  return {
    id: (o: TSecondsOrder) => <LtrNumber>{o.id}</LtrNumber>,
    pair: (o: TSecondsOrder) => <LtrNumber>{`${o.baseCoin}/${o.quoteCoin}`}</LtrNumber>,
    direction: (o: TSecondsOrder) => (
      <span className={`pcc-dir is-${o.tradeType === 0 ? 'up' : 'down'}`} data-direction={o.tradeType === 0 ? 'up' : 'down'}>
        {t(o.tradeType === 0 ? 'seconds.up' : 'seconds.down')}
      </span>
    ),
    openAmount: (o: TSecondsOrder) => usdt(o.openAmount),
    positionTime: (o: TSecondsOrder) => <span className="pcs-nowrap">{durationText(o.positionTime, t, lang)}</span>,
    /** The pair over the direction and duration: one column where the lists are narrow (the account page). */
    position: (o: TSecondsOrder) => (
      <span className="pcc-position">
        <LtrNumber className="pcc-position__pair">{`${o.baseCoin}/${o.quoteCoin}`}</LtrNumber>
        <span>
          <span className={`pcc-dir is-${o.tradeType === 0 ? 'up' : 'down'}`}>{t(o.tradeType === 0 ? 'seconds.up' : 'seconds.down')}</span>
          <span className="pc-muted"> · {durationText(o.positionTime, t, lang)}</span>
        </span>
      </span>
    ),
    fee: (o: TSecondsOrder) => usdt(o.fee),
    incomeRate: (o: TSecondsOrder) => <RateText rate={o.incomeRate} lang={lang} />,
    payoutMax: (o: TSecondsOrder) => usdt(o.payoutMax),
    openPrice: (o: TSecondsOrder) =>
      o.openPrice === '' && o.entryStatus === 1 ? <span className="pc-muted">{t('seconds.waitingOpen')}</span> : price(o.openPrice, o),
    settlementPrice: (o: TSecondsOrder) => price(o.settlementPrice, o),
    outcome: (o: TSecondsOrder) =>
      o.outcome === null ? NONE : (
        <span className={`pcc-outcome is-${o.outcome}`} data-outcome={o.outcome}>
          {t(`seconds.outcome.${o.outcome}`)}
        </span>
      ),
    payout: (o: TSecondsOrder) => usdt(o.payout),
    profit: (o: TSecondsOrder) => <ProfitText value={o.profit} lang={lang} />,
    status: (o: TSecondsOrder) => t(o.entryStatus === 1 ? 'seconds.status.open' : 'seconds.status.settled'),
    openTime: (o: TSecondsOrder) => <DateText time={o.openTime} lang={lang} />,
    expiryTime: (o: TSecondsOrder) => <DateText time={o.expiryTime} lang={lang} />,
    settleTime: (o: TSecondsOrder) => <DateText time={o.settleTime} lang={lang} />,
  } satisfies Record<string, TCell>;
}

export type TSecondsCells = ReturnType<typeof secondsCells>;
