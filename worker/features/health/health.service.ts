import type { CheckStatus, Health } from '@schema/health';
import pkg from '../../../package.json' with { type: 'json' };
import type { Database } from '@worker/lib/db';
import { databaseAnswers } from './health.repository';

export async function checkHealth(db: Database, kv: KVNamespace): Promise<Health> {
  const [database, store] = await Promise.all([
    databaseAnswers(db)
      .then((ok): CheckStatus => (ok ? 'ok' : 'error'))
      .catch((): CheckStatus => 'error'),
    // A read proves the namespace answers; a missing key is a normal null.
    kv
      .get('health:probe')
      .then((): CheckStatus => 'ok')
      .catch((): CheckStatus => 'error'),
  ]);
  return { version: pkg.version, database, kv: store };
}
