import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { getQueryFn } from '../lib/api-client';

/**
 * Request and cache defaults of 000 §9: data never goes stale on its own, no refetch on
 * focus or reconnect, no polling, no retries. Screens that need fresher data say so.
 */
export const swrDefaults: SWRConfiguration = {
  fetcher: getQueryFn({ on401: 'throw' }),
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

export function AppProviders({ children }: { children: ReactNode }) {
  return <SWRConfig value={swrDefaults}>{children}</SWRConfig>;
}
