import { useSWRConfig } from 'swr';

const isAdminKey = (key: unknown) =>
  (typeof key === 'string' && key.startsWith('admin-') && key !== 'admin-auth') ||
  (Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('admin-'));

/** After an action: the stats, the user list and the audit log are fetched again at once. */
export function useRefreshDashboard(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(isAdminKey);
  };
}
