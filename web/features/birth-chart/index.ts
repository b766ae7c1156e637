/** The birth chart: what other features show (the chart wheel, with its optional emphasis). */
export { ChartWheel, type ChartWheelProps, type WheelChart, type WheelHighlight } from './wheel';
// The synastry bi-wheel with its cross-aspect table, and the downloads that save either wheel.
export {
  BiWheel,
  type BiWheelProps,
  CrossAspectTable,
  type CrossAspectTableProps,
  type OuterChart,
  WheelDownloads,
  type WheelDownloadsProps,
} from './wheel';
