/** The natal chart wheel: the component, its legend, the download helpers and the pure layout. */
export { ChartLegend, type ChartLegendProps } from './chart-legend';
export { ChartWheel, type ChartWheelProps, type WheelHighlight } from './chart-wheel';
export { WheelDownloads, type WheelDownloadsProps } from './wheel-downloads';
export { downloadWheelPng, downloadWheelSvg, renderWheelPng, serializeWheel } from './wheel-export';
export { type NodeChoice, type WheelChart, buildWheelModel } from './wheel-model';
