import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../../features/api/query-client';
import { MobileKit } from './mobile-kit';
import { MobileRoutes } from './mobile-routes';

/** The mobile-style interface at / (history mode; the server answers every path with index.html). */
export function MobileApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <MobileKit>
        <BrowserRouter>
          <MobileRoutes />
        </BrowserRouter>
      </MobileKit>
    </QueryClientProvider>
  );
}
