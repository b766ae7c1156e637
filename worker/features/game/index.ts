/** Astro Gems: the daily gems, collecting them, the quest's trial and the month's leaderboard. */
export { rotateAstroGems } from './game.jobs';
export { gameRoutes } from './game.routes';
