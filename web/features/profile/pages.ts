/** The user's own profile and other users' public profiles; the app's router mounts them. */
import { lazyPage } from '@web/lib/lazy-page';

export const ProfilePage = lazyPage(
  () => import('./profile-page'),
  (m) => m.ProfilePage,
);
export const PublicProfilePage = lazyPage(
  () => import('./public-profile-page'),
  (m) => m.PublicProfilePage,
);
