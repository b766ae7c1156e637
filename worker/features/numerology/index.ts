/** Numerology: the five numbers of a name and a birth date, with their meanings. */
export { numerologyRoutes } from './numerology.routes';
