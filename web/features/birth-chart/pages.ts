/** The birth chart page (form, the chart cast on the device, wheel and readings); the app's router mounts it. */
import { lazyPage } from '@web/lib/lazy-page';

export const BirthChartPage = lazyPage(
  () => import('./birth-chart-page'),
  (m) => m.BirthChartPage,
);
