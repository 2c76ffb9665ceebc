import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatedHistoryCall } from '@exchange/contracts';
import { request } from '../api/http';
import { formatDateTime } from '../format/format-date';
import { useLocaleStore } from '../locale/locale-store';
import { marketKeys } from './market-keys';

/** POST /market/generatedHistory: up to when a market's candles are generated demo history (null: none are). */
export async function fetchGeneratedHistory(symbol: string): Promise<number | null> {
  const data = await request<unknown>(generatedHistoryCall.path, { params: { symbol } });
  return generatedHistoryCall.response.parse(data).until;
}

/**
 * Says under a candle chart which candles are invented: in demo mode the first start fills each
 * market with generated history (the kline calls keep their SPEC §7 shape, so the chart asks
 * separately). Nothing is shown for a market without generated history.
 */
export function GeneratedHistoryNote({ symbol, className }: { symbol: string; className: string }) {
  const { t } = useTranslation();
  const lang = useLocaleStore((s) => s.lang);
  const { data: until } = useQuery({ queryKey: marketKeys.generatedHistory(symbol), queryFn: () => fetchGeneratedHistory(symbol), staleTime: Infinity, retry: 2 });
  if (until === undefined || until === null) return null;
  return (
    <p className={className} data-testid="generated-history-note" data-until={until}>
      {t('charts.generatedHistory', { time: formatDateTime(until, lang) })}
    </p>
  );
}
