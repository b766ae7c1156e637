/** Premium horoscope insights: what other features show (the personal transit card of /horoscope). */
export { PersonalTransitCard } from './personal-transit-card';
