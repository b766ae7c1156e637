/** The daily horoscope page; the app's router mounts it. */
import { lazyPage } from '@web/lib/lazy-page';

export const HoroscopePage = lazyPage(
  () => import('./horoscope-page'),
  (m) => m.HoroscopePage,
);
