/**
 * Starts a local sqld when the API suite runs on libSQL (`npm run test:api:libsql`), on the port
 * vitest.api.config.ts chose and bound as DATABASE_URL; on D1 it does nothing.
 */
import { type Sqld, startSqld } from '../../scripts/lib/sqld';

export const LIBSQL_PORT_ENV = 'STELLA_TEST_LIBSQL_PORT';

let server: Sqld | undefined;

export async function setup(): Promise<void> {
  const port = Number(process.env[LIBSQL_PORT_ENV]);
  if (!port) return;
  server = await startSqld(port);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  server = undefined;
}
