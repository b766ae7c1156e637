/** The premium horoscope page; the app's router mounts it. */
import { lazy } from 'react';

export const PremiumHoroscopePage = lazy(() => import('./premium-horoscope-page'));
