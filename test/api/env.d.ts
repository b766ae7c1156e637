import type { D1Migration } from '@cloudflare/vitest-plugin';

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      TEST_GAZETTEER: string[];
      /** Secrets the test config binds; a clean clone has no .dev.vars for `wrangler types` to read. */
      JWT_SECRET: string;
      PASSWORD_PEPPER: string;
      /** Bound only when the suite runs on libSQL (`npm run test:api:libsql`): the local sqld. */
      DATABASE_URL?: string;
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Stripe test server's origin (test/api/stripe-global-setup.ts): STRIPE_API_URL and its /__test/ control API. */
    stripeUrl: string;
    /** The mock AI provider's origin, no `/v1` (test/api/mock-ai-global-setup.ts); not bound as AI_BASE_URL. */
    mockAiUrl: string;
    /** How many requests the route fuzzer sends (FUZZ_REQUESTS), and its seed (FUZZ_SEED). */
    fuzzRequests: number;
    fuzzSeed: number;
  }
}
