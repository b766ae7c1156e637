/** Tarot: the spreads, the server's fair deals, and the reader's readings. */
export { pruneTarotDeals } from './tarot.jobs';
export { tarotRoutes } from './tarot.routes';
