import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded on first visit, as its own chunk. A feature's index.ts exports its pages
 * this way, so the router (in the entry chunk) names them without pulling their code in.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}
