/** The installable, offline app: install prompt and state, update and offline banners, the service worker. */
export { InstallPrompt } from './install-prompt';
export { initInstallState, promptInstall, useInstallState } from './install-state';
export { OfflineIndicator, UpdatePrompt } from './pwa-banners';
export { registerServiceWorker } from './service-worker';
