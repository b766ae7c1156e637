/** /api/astrology: a sign's day, with the premium horoscope insights (decision 029). */
export { astrologyRoutes } from './astrology.routes';
