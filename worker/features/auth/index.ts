/** Accounts: sign-up, sign-in, mail links, passwords, sessions. What other features may use. */
export { pruneAccounts } from './auth.jobs';
export { findUserById, updateUser } from './auth.repository';
export { authDeps, authRoutes, limited as passwordRouteLimit } from './auth.routes';
export { type AuthDeps, confirmPassword, toUser } from './auth.service';
