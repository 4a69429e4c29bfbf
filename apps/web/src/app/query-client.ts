import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const isClientError = (e: unknown) => e instanceof ApiError && e.code >= 400 && e.code < 500;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused or invalid request will not succeed on a second try.
      retry: (count, error) => !isClientError(error) && count < 2,
    },
    mutations: { retry: false },
  },
});
