import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Toaster } from '@web/components/toaster';
import { useT } from '@web/lib/i18n';
import { AdminDashboard } from './dashboard';
import { useMobileDevice } from './desktop-only';
import { AdminLogin } from './login';
import { adminMessages } from './messages';
import './admin.css';

function AccessRestricted() {
  const t = useT(adminMessages);
  return (
    <main className="admin-restricted" id="content">
      <div className="card admin-restricted__card">
        <h1>{t('admin.restricted.title')}</h1>
        <p>{t('admin.restricted.body')}</p>
        <a className="btn btn--outline" href="/">
          {t('admin.restricted.home')}
        </a>
      </div>
    </main>
  );
}

/**
 * The admin portal (docs/product.md#admin-portal, decision 043), outside the app's shell: its
 * sign-in and its dashboard, for desktop windows only.
 */
export default function AdminPortal() {
  const mobile = useMobileDevice();
  return (
    <div className="admin">
      {mobile ? (
        <AccessRestricted />
      ) : (
        <Suspense fallback={<span className="spinner" aria-hidden="true" />}>
          <Routes>
            <Route path="login" element={<AdminLogin />} />
            <Route index element={<AdminDashboard />} />
          </Routes>
        </Suspense>
      )}
      <Toaster />
    </div>
  );
}
