import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** The app's one cache of server answers; its own module so that downloads started early can fill it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not change by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});
