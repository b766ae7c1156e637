/** Advanced synastry: the analysis of two people and the reader's kept readings. */
export { synastryRoutes } from './synastry.routes';
