import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_GAZETTEER: string[];
      /** Secrets the test config binds; a clean clone has no .dev.vars for `wrangler types` to read. */
      JWT_SECRET: string;
      PASSWORD_PEPPER: string;
    }
  }
}
