/** The user's own profile and other users' public profiles; the app's router mounts them. */
import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./profile-page'));
export const PublicProfilePage = lazy(() => import('./public-profile-page'));
