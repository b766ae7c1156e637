/** Places: the gazetteer search and birth-place resolution. What other features may use. */
export { placesRoutes } from './places.routes';
export { resolveBirthPlace } from './places.service';
