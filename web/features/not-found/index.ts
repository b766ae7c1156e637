/** The page for an address the app does not know. */
export { NotFoundPage } from './not-found-page';
