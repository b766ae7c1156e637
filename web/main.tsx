// First: before any module builds a zod schema (web/lib/zod-config.ts).
import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { activateLocale, initialLocale } from './lib/i18n';
import { AppRoutes } from './app/router';
import { initInstallState } from '@web/features/pwa';
import { registerServiceWorker } from '@web/features/pwa';
import './styles/global.css';

// Before the first render: the browser may signal installability at any moment.
initInstallState();

// The reader's language before the first render, so no page flashes in English first. If its
// messages cannot be fetched (offline before they were ever cached), English it is.
function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

const locale = initialLocale();
if (locale === 'en') render();
else
  void activateLocale(locale)
    .catch(() => undefined)
    .finally(render);

registerServiceWorker();
