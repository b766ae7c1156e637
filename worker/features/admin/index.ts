/** The admin portal: admin accounts and sessions, the actions on users with their audit log, and visit analytics. */
export { pruneAdminSessionRows, rollUpPageVisits } from './admin.jobs';
export { adminRoutes, visitRoutes } from './admin.routes';
