import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '../../features/api/query-client';
import { DesktopRoutes } from './desktop-routes';

/** The desktop interface under /pc (history mode; the server answers /pc/* with pc.html). */
export function DesktopApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename="/pc">
        <DesktopRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
