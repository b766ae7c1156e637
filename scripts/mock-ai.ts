/**
 * `npm run mock:ai`: the mock OpenAI-compatible provider (test/mock-ai) on http://127.0.0.1:8790
 * (PORT to change it), for trying Ask Stella without a real provider. Runs until Ctrl-C.
 */
import { DEFAULT_ARG, SCENARIOS, startMockAi } from '../test/mock-ai/server';

const port = Number(process.env.PORT ?? 8790);
const mock = await startMockAi({ port, log: (line) => console.log(`• ${line}`) });

console.log(`Mock AI provider on ${mock.url} (OpenAI-compatible, any Bearer key).

Point Stella at it:
  AI_BASE_URL=${mock.url}/v1 AI_API_KEY=mock AI_MODEL=mock-ok npm start

Scenarios: put [mock:NAME] or [mock:NAME:ARG] in your question, or set AI_MODEL=mock-NAME:
  ${SCENARIOS.map((name) => `${name} (ARG ${DEFAULT_ARG[name]})`).join(', ')}
The request log: curl ${mock.url}/__mock/requests (DELETE to clear). Ctrl-C stops it.
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await mock.close();
  console.log('Mock AI provider stopped.');
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
