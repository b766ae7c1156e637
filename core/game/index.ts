/** Astro Gems, the daily gem game: its gems, its calendar and the daily rotation. */
export * from '../time/utc-days';
export * from './gems';
export { gemsOfDay, ROUND_DAYS } from './rotation';
