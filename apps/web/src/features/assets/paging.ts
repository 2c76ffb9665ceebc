import type { InfiniteData } from '@tanstack/react-query';
import type { TRecordPage } from './assets-types';

/** SPEC §4: a list is complete when its loaded rows reach `totalRow`. */
export function nextPageOf<T>(last: TRecordPage<T>, pages: TRecordPage<T>[]): number | undefined {
  const loaded = pages.reduce((n, page) => n + page.list.length, 0);
  return loaded < last.totalRow && last.list.length > 0 ? last.pageNo + 1 : undefined;
}

/** The rows of every loaded page, in order. */
export function rowsOf<T>(data: InfiniteData<TRecordPage<T>> | undefined): T[] {
  return data ? data.pages.flatMap((page) => page.list) : [];
}
