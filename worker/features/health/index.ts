/** GET /api/health: the version, and whether D1 and KV answer. */
export { healthRoutes } from './health.routes';
