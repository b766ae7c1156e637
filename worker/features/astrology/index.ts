/** /api/astrology: a sign's day, with the premium horoscope insights (issue 19). */
export { astrologyRoutes } from './astrology.routes';
