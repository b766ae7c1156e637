/** Accounts in the browser: the signed-in state, sign-out and cross-tab sync. */
export { AUTH_USER_KEY, type AuthState, useAuth, useSessionEnded, useSignOut } from './auth-state';
export { AuthSync } from './auth-sync';
