/** What each part of the server is handed: the store, its helpers and the route registrar. */
import type { Answer, Context, Route } from './model';
import type { createEvents } from './events';
import type { createOperations } from './operations';
import type { createRenderer } from './render';
import type { Store } from './store';

export interface App {
  store: Store;
  render: ReturnType<typeof createRenderer>;
  events: ReturnType<typeof createEvents>;
  ops: ReturnType<typeof createOperations>;
  route: (method: string, pattern: RegExp, handle: Route['handle'], api?: boolean) => void;
  /** One object as the API answers it, with the request's `expand`. */
  one: (ctx: Context, object: unknown) => Answer;
}
