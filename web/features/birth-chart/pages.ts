/** The birth chart page (form, the chart cast on the device, wheel and readings); the app's router mounts it. */
import { lazy } from 'react';

export const BirthChartPage = lazy(() => import('./birth-chart-page'));
