import type { ReactNode } from 'react';
import { DotLoading, InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

type TProps = { hasMore: boolean; loadMore: () => Promise<unknown>; children: ReactNode };

/** Rows, then more pages as the user scrolls (SPEC §4: "no more" once every row is loaded). */
export function PagedList({ hasMore, loadMore, children }: TProps) {
  const { t } = useTranslation();
  return (
    <>
      <ul className="ma-records">{children}</ul>
      <InfiniteScroll
        hasMore={hasMore}
        loadMore={async () => {
          await loadMore();
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
    </>
  );
}
