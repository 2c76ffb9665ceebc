import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** One cache per page load. A business failure (code 0/-2) is an answer, not a flake: no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.code !== null) && count < 1,
    },
    mutations: { retry: false },
  },
});
