/** The daily horoscope page; the app's router mounts it. */
import { lazy } from 'react';

export const HoroscopePage = lazy(() => import('./horoscope-page'));
