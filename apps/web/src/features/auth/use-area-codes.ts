import { useQuery } from '@tanstack/react-query';
import { request } from '../api/http';
import { useLocaleStore } from '../locale/locale-store';

/** One phone country code; `name` is the country in the user's language. */
export type TAreaCode = { id: string; country: string; areaCode: string; name: string; defaultFlag: number };

/** The area-code list (server-localized, so keyed by language); the default (flagged) comes first. */
export function useAreaCodes() {
  const lang = useLocaleStore((s) => s.lang);
  return useQuery({
    queryKey: ['areaCodes', lang],
    queryFn: () => request<TAreaCode[]>('/index/getArea'),
    staleTime: 60 * 60_000,
  });
}
