/**
 * The portal's calls (/api/admin/*), refreshed as the spec has them: stats and users every 30 s,
 * visits every 60 s (the audit log with the users), only while the page is in view. A 401 here
 * is the admin's session, never the reader's: it does not touch the reader's sign-in state.
 */
import useSWR from 'swr';
import type { AdminCreateUserRequest, AdminLoginRequest, TogglePremiumRequest } from '@schema/admin';
import { api, call } from '@web/lib/api';

const quiet = { readerSession: false } as const;
const every = (ms: number) => ({ refreshInterval: ms, refreshWhenHidden: false, revalidateOnFocus: true });

export const AUTH_KEY = 'admin-auth';

export const useAdminAuth = () => useSWR(AUTH_KEY, () => call(api.admin['check-auth'].$get(), quiet));

export const useAdminStats = () => useSWR('admin-stats', () => call(api.admin.stats.$get(), quiet), every(30_000));

export const useAdminUsers = (search: string, page: number) =>
  useSWR(
    ['admin-users', search, page],
    () => call(api.admin.users.$get({ query: { search, page: String(page) } }), quiet),
    { ...every(30_000), keepPreviousData: true },
  );

export const useVisitStats = () =>
  useSWR('admin-visits', () => call(api.admin['visit-stats'].$get(), quiet), every(60_000));

export const useAuditLog = (page: number) =>
  useSWR(['admin-audit', page], () => call(api.admin['audit-log'].$get({ query: { page: String(page) } }), quiet), {
    ...every(30_000),
    keepPreviousData: true,
  });

export const adminLogin = (json: AdminLoginRequest) => call(api.admin.login.$post({ json }), quiet);
export const adminLogout = () => call(api.admin.logout.$post(), quiet);

export const togglePremium = (json: TogglePremiumRequest) => call(api.admin['toggle-premium'].$post({ json }), quiet);
export const unlockAccount = (userId: string) => call(api.admin['unlock-account'].$post({ json: { userId } }), quiet);
export const toggleActive = (userId: string, isActive: boolean) =>
  call(api.admin['toggle-active'].$post({ json: { userId, isActive } }), quiet);
export const createUser = (json: AdminCreateUserRequest) => call(api.admin['create-user'].$post({ json }), quiet);
export const deleteUser = (id: string) => call(api.admin['delete-user'][':id'].$delete({ param: { id } }), quiet);
