/**
 * Failures injected into the Worker's bindings for the fault tests: a D1 database that is down,
 * slow, or fails from its n-th statement on (a batch is one unit: it fails whole, as D1's does),
 * and a KV namespace that is down. The errors are the ones the platform raises.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import worker from '@worker/index';

/** D1's own words when its connection drops (a transient error its documentation lists). */
export const D1_DOWN = 'D1_ERROR: Network connection lost.';

export interface D1Fault {
  /** Statements run before the failures start (0: the database is down from the first). */
  failFrom?: number;
  /** Milliseconds each statement (or batch) waits before it runs. */
  delayMs?: number;
}

const EXECUTE = new Set(['all', 'run', 'raw', 'first']);

/** A member of a binding as a proxy over it passes it on: a method bound to the binding itself. */
export function member(target: object, property: string | symbol): unknown {
  const value = Reflect.get(target, property, target);
  return typeof value === 'function' ? value.bind(target) : value;
}

/** The test database with a fault; `ran` counts the statements it ran or refused. */
export function faultyD1(db: D1Database, fault: D1Fault): D1Database & { ran: number } {
  const real = new WeakMap<object, D1PreparedStatement>();
  const state = { ran: 0 };
  const fails = (count: number) => {
    const first = state.ran;
    state.ran += count;
    return fault.failFrom !== undefined && first + count > fault.failFrom;
  };
  const pause = () => (fault.delayMs ? new Promise((r) => setTimeout(r, fault.delayMs)) : Promise.resolve());
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === 'bind') return (...values: unknown[]) => wrap(target.bind(...values));
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        if (!EXECUTE.has(String(property))) return value.bind(target);
        return async (...args: unknown[]) => {
          await pause();
          if (fails(1)) throw new Error(D1_DOWN);
          return value.apply(target, args);
        };
      },
    });
    real.set(proxy, statement);
    return proxy;
  };
  const faulty: D1Database & { ran: number } = new Proxy(db, {
    get(target, property) {
      if (property === 'ran') return state.ran;
      // A session (a read replica may answer) fails as the database does.
      if (property === 'withSession') {
        return () => ({
          prepare: (query: string) => faulty.prepare(query),
          batch: (statements: D1PreparedStatement[]) => faulty.batch(statements),
          getBookmark: () => null,
        });
      }
      if (property === 'prepare') return (query: string) => wrap(target.prepare(query));
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          await pause();
          if (fails(statements.length)) throw new Error(D1_DOWN);
          return target.batch(statements.map((s) => real.get(s) ?? s));
        };
      }
      if (property === 'exec') {
        return async (query: string) => {
          await pause();
          if (fails(1)) throw new Error(D1_DOWN);
          return target.exec(query);
        };
      }
      return member(target, property);
    },
  }) as D1Database & { ran: number };
  return faulty;
}

/** A KV namespace that answers nothing, as when the store cannot be reached. */
export function downKV(): KVNamespace {
  const down = async () => {
    throw new Error('KV GET failed: 503 Service Unavailable');
  };
  return new Proxy(env.KV, {
    get(target, property) {
      if (['get', 'put', 'delete', 'list', 'getWithMetadata'].includes(String(property))) return down;
      return member(target, property);
    },
  });
}

/** The Worker's fetch with some bindings replaced (the others the test environment's own). */
export function workerWith(bindings: Partial<Cloudflare.Env> & { LOG_LEVEL?: string }) {
  return async (request: Request): Promise<Response> => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, { ...env, ...bindings }, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
}
