/** The drizzle schema, one module per table group. Worker-only: the web never imports it. */
export * from './jobs';
export * from './places';
export * from './accounts';
export * from './charts';
export * from './payments';
export * from './stella';
export * from './synastry';
export * from './tarot';
export * from './game';
export * from './admin';
