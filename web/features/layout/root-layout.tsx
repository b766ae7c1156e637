import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@web/app/route-error';
import { Toaster } from '@web/components/toaster';
import { AuthSync } from '@web/features/auth';
import { InstallPrompt } from '@web/features/pwa';
import { OfflineIndicator, UpdatePrompt } from '@web/features/pwa';
import { useT } from '@web/lib/i18n';
import { navMessages } from './messages';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import { ScrollReset } from './scroll-reset';
import { VisitReport } from './visit-report';

export function PageLoading() {
  const t = useT(navMessages);
  return (
    <main className="page-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t('nav.loading')}</span>
    </main>
  );
}

export function RootLayout() {
  const { pathname } = useLocation();
  const t = useT(navMessages);
  return (
    <div className="app">
      <a href="#content" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      <NavBar />
      <div id="content" className="app__content">
        <RouteErrorBoundary path={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </div>
      {/* Below the page's content: on a phone the card sits here, in the flow (global.css). */}
      <InstallPrompt />
      <Footer />
      <UpdatePrompt />
      <OfflineIndicator />
      <Toaster />
      <AuthSync />
      <ScrollReset />
      <VisitReport />
    </div>
  );
}
