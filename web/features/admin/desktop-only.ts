import { useSyncExternalStore } from 'react';

/** The spec's cut-off: a window narrower than this is a phone's. */
export const ADMIN_MIN_WIDTH = 768;
const MOBILE_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * The spec's mobile device: a mobile user agent, a touch Mac with more than 2 touch points (an
 * iPad asking for the desktop site), or a window under 768 px. A rule of the screen, not of
 * security: the portal's accounts, second factor and audit log are the lock.
 */
function isMobileDevice(): boolean {
  const agent = navigator.userAgent;
  const touchMac = /Macintosh/.test(agent) && navigator.maxTouchPoints > 2;
  return MOBILE_AGENT.test(agent) || touchMac || window.innerWidth < ADMIN_MIN_WIDTH;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Whether this device counts as mobile now (a window resized across 768 px changes it). */
export const useMobileDevice = () => useSyncExternalStore(subscribe, isMobileDevice);
