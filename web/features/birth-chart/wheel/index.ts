/** The natal chart wheel and the synastry bi-wheel: the components, the legend, the cross-aspect table, the download helpers and the pure layout. */
export { BiWheel, type BiWheelProps } from './bi-wheel';
export type { OuterChart } from './bi-wheel-model';
export { ChartLegend, type ChartLegendProps } from './chart-legend';
export { ChartWheel, type ChartWheelProps, type WheelHighlight } from './chart-wheel';
export { CrossAspectTable, type CrossAspectTableProps } from './cross-aspect-table';
export { WheelDownloads, type WheelDownloadsProps } from './wheel-downloads';
export { downloadWheelPng, downloadWheelSvg, renderWheelPng, serializeWheel } from './wheel-export';
export { type NodeChoice, type WheelChart, buildWheelModel } from './wheel-model';
