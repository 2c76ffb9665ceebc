import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withAreas } from '../locale/areas';
import { useLocaleStore } from '../locale/locale-store';
import { fetchHomeInfo } from './light-api';
import { messagesKeys } from './messages-keys';

// The operators' banners and notices are their own chunk with their catalog area: both home pages
// stay within the first-page budget, and the data is asked for in parallel with the code.
const HomeNotices = lazy(() => withAreas(['messages'], () => import('./home-notices'))().then((m) => ({ default: m.HomeNotices })));

/** Home's banners and notices (`/index`), loaded after the page shows; nothing while loading or when there are none. */
export function LazyHomeNotices({ variant }: { variant: 'mobile' | 'desktop' }) {
  const client = useQueryClient();
  const lang = useLocaleStore((s) => s.lang);
  useEffect(() => {
    void client.prefetchQuery({ queryKey: messagesKeys.home(lang), queryFn: fetchHomeInfo, staleTime: 60_000 });
  }, [client, lang]);
  return (
    <Suspense fallback={null}>
      <HomeNotices variant={variant} />
    </Suspense>
  );
}
