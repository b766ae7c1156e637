/** Accounts: sign-up, sign-in, mail links, passwords, sessions. What other features may use. */
export { pruneAccounts } from './auth.jobs';
export { findUserById, updateUser } from './auth.repository';
export { authRoutes } from './auth.routes';
export { confirmPassword, toUser } from './auth.service';
