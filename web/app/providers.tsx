import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * Request and cache defaults of docs/product.md#constants: data never goes stale on its own, no refetch on
 * focus or reconnect, no polling, no retries. Screens that need fresher data say so. Every
 * hook brings its own fetcher, a call through the typed client (web/lib/api.ts).
 */
export const swrDefaults: SWRConfiguration = {
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
