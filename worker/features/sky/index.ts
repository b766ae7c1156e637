/** The public sky calendar: events over a range, planetary hours, progressions and the iCalendar feed. */
export { skyRoutes } from './sky.routes';
