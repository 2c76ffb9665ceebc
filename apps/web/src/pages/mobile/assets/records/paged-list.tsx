import type { ReactNode } from 'react';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TRecordPage } from '../../../../features/assets/assets-types';
import { rowsOf } from '../../../../features/assets/paging';
import { QueryState } from '../components/query-state';

/** What the list needs of a paged record query (useInfiniteQuery's result). */
type TPagedQuery<T> = {
  data: InfiniteData<TRecordPage<T>> | undefined;
  isLoading: boolean;
  error: unknown;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
};

type TProps<T> = { query: TPagedQuery<T>; children: (rows: T[]) => ReactNode };

/**
 * A paged record query as a list: its loading, error and empty states, the rows of every loaded
 * page, then more pages as the user scrolls (SPEC §4: "no more" once every row is loaded).
 */
export function PagedList<T>({ query, children }: TProps<T>) {
  const { t } = useTranslation();
  const rows = rowsOf(query.data);
  return (
    <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} isEmpty={rows.length === 0}>
      <ul className="ma-records">{children(rows)}</ul>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage();
        }}
      >
        {(isMore, isFailed, retry) =>
          isFailed ? (
            <button type="button" className="ma-link-btn" onClick={() => void retry()}>
              {t('assets.retry')}
            </button>
          ) : isMore ? (
            <DotLoading />
          ) : (
            <span className="ma-muted">{t('assets.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </QueryState>
  );
}
