/** The admin portal (its sign-in and dashboard); the app's router mounts it at the path the Worker names. */
import { lazy } from 'react';

export const AdminPortal = lazy(() => import('./admin-portal'));
export { adminBase } from './admin-path';
