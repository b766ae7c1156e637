import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The address's query, read through useLocation: the shell already carries that hook, while
 * useSearchParams would add its own code to the landing page's bundle.
 */
export function useQuery(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
