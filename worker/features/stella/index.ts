/** Ask Stella, the AI coach (decision 030): the chat, its allowance, today's insight, the reader's chart signs. */
export { stellaRoutes, userChartRoutes } from './stella.routes';
export { everythingOf as stellaRowsOf } from './conversations.repository';
export { type ModelConfig, modelConfigOf, runModel } from './model-writer';
export { addSpend, spendReached } from './usage';
