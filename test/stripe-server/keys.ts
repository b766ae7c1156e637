/**
 * The Stripe keys the test setups bind (vitest.api.config.ts, test/e2e/global-setup.ts) and the
 * Stripe test server checks. No Node imports: API tests in workerd import these to sign events.
 */
export const STRIPE_TEST_SECRET_KEY = 'sk_test_stella';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_stella_test';
/** The Worker's webhook route, where the server delivers in the browser tests. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/webhook';
/** vitest.api.config.ts picks the server's port (the Worker's STRIPE_API_URL) and hands it to its globalSetup here. */
export const STRIPE_PORT_ENV = 'STELLA_TEST_STRIPE_PORT';
