import en from '@core/i18n/messages/en/game.json';
import { defineMessages } from '@web/lib/i18n';

/** Astro Gems (/astro-gems, /games): the gates, today's gems, the collection and the leaderboard. */
export const gameMessages = defineMessages('game', en);
export type GameMessageId = keyof typeof en;
