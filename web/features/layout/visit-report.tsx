import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '@web/lib/api';

/**
 * Tells the Worker which page is shown, once per path (decision 043): the visit counts of the
 * admin portal. Nothing about the reader is sent; the report is dropped silently offline.
 */
export function VisitReport() {
  const { pathname } = useLocation();
  useEffect(() => {
    void api.visits.$post({ json: { path: pathname } }, { init: { keepalive: true } }).catch(() => undefined);
  }, [pathname]);
  return null;
}
