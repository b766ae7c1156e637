/**
 * Starts the mock AI provider (test/mock-ai) for the API tests, on the port vitest.api.config.ts
 * chose. It is not bound as AI_BASE_URL: the default tests use the offline writer, and the model
 * tests pass `{ ...env, AI_BASE_URL: `${inject('mockAiUrl')}/v1`, AI_API_KEY, AI_MODEL }` to
 * `app.fetch` themselves. One mock serves all test files at once: find your requests in
 * `/__mock/requests?contains=<a word of your own>` and don't DELETE the log.
 */
import type { TestProject } from 'vitest/node';
import { MOCK_AI_PORT_ENV } from '../mock-ai/scenarios';
import { type MockAi, startMockAi } from '../mock-ai/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The mock AI provider's origin (no `/v1`): the SDK's base URL is `${mockAiUrl}/v1`. */
    mockAiUrl: string;
  }
}

let server: MockAi | undefined;

export async function setup(project: TestProject): Promise<void> {
  const port = Number(process.env[MOCK_AI_PORT_ENV]);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`${MOCK_AI_PORT_ENV} is not set: vitest.api.config.ts picks the mock AI provider's port`);
  server = await startMockAi({ port });
  project.provide('mockAiUrl', server.url);
}

export async function teardown(): Promise<void> {
  await server?.close();
  server = undefined;
}
