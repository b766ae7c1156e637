import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { initInstallState } from '@web/features/pwa';
import { registerServiceWorker } from '@web/features/pwa';
import './styles/global.css';

// Before the first render: the browser may signal installability at any moment.
initInstallState();

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

registerServiceWorker();
