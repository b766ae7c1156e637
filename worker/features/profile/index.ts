/** The user's own profile, activity, export and deletion, and public profiles. */
export { publicRoutes, userRoutes } from './profile.routes';
export { preferencesOf, profileFirstRead } from './profile.service';
export { userDeletion } from './profile.repository';
