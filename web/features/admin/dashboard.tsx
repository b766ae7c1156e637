import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { toast } from '@web/components/toast-store';
import { LanguageSwitcher } from '@web/features/layout';
import { ApiRequestError } from '@web/lib/api';
import { useT } from '@web/lib/i18n';
import { AUTH_KEY, adminLogout, useAdminAuth, useAdminStats } from './admin-api';
import { adminBase } from './admin-path';
import { AuditPanel } from './audit';
import { CreateUserPanel } from './create-user';
import { adminMessages } from './messages';
import { AccountStats } from './stats';
import { UsersPanel } from './users';
import { VisitsPanel } from './visits';

/** The dashboard: the spec's stats, users with their actions, the create-user form, visits, and the audit log. */
export function AdminDashboard() {
  const t = useT(adminMessages);
  const base = adminBase() ?? '/';
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: auth } = useAdminAuth();
  const signedIn = auth?.isAuthenticated === true;
  const { data: stats, error } = useAdminStats();

  // The session ended (idle, 8 hours, or another tab logged out): back to the sign-in.
  useEffect(() => {
    if (error instanceof ApiRequestError && error.status === 401) void mutate(AUTH_KEY);
  }, [error, mutate]);

  if (!auth) return <span className="spinner admin-spinner" aria-hidden="true" />;
  if (!signedIn) return <Navigate replace to={`${base}/login`} />;

  const logout = async () => {
    await adminLogout().catch(() => undefined);
    await mutate(AUTH_KEY, { isAuthenticated: false }, { revalidate: false });
    toast({ title: t('admin.dashboard.loggedOut') });
    navigate(`${base}/login`, { replace: true });
  };

  return (
    <>
      <header className="admin-header">
        <div className="admin-header__inner">
          <h1>{t('admin.dashboard.title')}</h1>
          <LanguageSwitcher className="admin-header__language" />
          <span className="admin-header__who">
            {t('admin.dashboard.signedInAs', { username: auth.admin?.username ?? '' })}
          </span>
          <button type="button" className="btn btn--outline btn--sm" onClick={logout}>
            {t('admin.dashboard.logout')}
          </button>
        </div>
      </header>
      <main className="admin-main" id="content">
        <AccountStats stats={stats} />
        <UsersPanel />
        <div className="admin-columns">
          <CreateUserPanel />
          <VisitsPanel />
        </div>
        <AuditPanel />
      </main>
    </>
  );
}
