/** The birth chart: what other features show (the chart wheel, with its optional emphasis). */
export { ChartWheel, type ChartWheelProps, type WheelChart, type WheelHighlight } from './wheel';
