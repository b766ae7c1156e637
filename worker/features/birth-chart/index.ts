/** Birth charts: casting (POST /api/birth-chart) and a signed-in user's saved charts. */
export { birthChartRoutes } from './birth-chart.routes';
export { createBirthChart } from './birth-chart.service';
export { savedChartRoutes } from './saved-charts.routes';
export { firstChartsPage, inTropicalZodiac, savedChart } from './saved-charts.service';
export { keepOwnChart, myChartOf, type OwnBirth } from './my-chart.service';
