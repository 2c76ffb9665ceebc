import { useQuery } from '@tanstack/react-query';
import { areaCodesCall } from '@exchange/contracts';
import { bbCall } from '../api/bb-call';
import { useLocaleStore } from '../locale/locale-store';

/** One phone country code; `name` is the country in the user's language. */
export type TAreaCode = { id: string; country: string; areaCode: string; name: string; defaultFlag: number };

/** The area-code list (server-localized, so keyed by language); the default (flagged) comes first. */
export function useAreaCodes() {
  const lang = useLocaleStore((s) => s.lang);
  return useQuery({
    queryKey: ['areaCodes', lang],
    queryFn: (): Promise<TAreaCode[]> => bbCall(areaCodesCall),
    staleTime: 60 * 60_000,
  });
}
