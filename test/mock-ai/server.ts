/**
 * A mock OpenAI-compatible provider for the tests and for local use (`npm run mock:ai`): answers
 * `POST /v1/chat/completions` (and `/chat/completions`) in OpenAI's shapes, streaming or not, with
 * the scenario a `[mock:NAME:ARG]` marker or a `mock-NAME` model picks (scenarios.ts), and keeps a
 * log of what it was asked under `/__mock/requests`. README.md beside this file has the details.
 * Node built-ins only.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ChatMessage,
  chooseScenario,
  chunkText,
  countTokens,
  cutText,
  cutToTokens,
  DEFAULT_SPACING_MS,
  type Fact,
  HANG_LIMIT_MS,
  invalidParagraphs,
  lengthText,
  MOCK_PROVIDER_DETAIL,
  okParagraphs,
  readFacts,
  type Scenario,
} from './scenarios';

export {
  type ChatMessage,
  chunkText,
  DEFAULT_ARG,
  type Fact,
  invalidParagraphs,
  lengthText,
  MOCK_AI_PORT_ENV,
  MOCK_PROVIDER_DETAIL,
  mockMarker,
  okParagraphs,
  readFacts,
  SCENARIOS,
  type ScenarioName,
} from './scenarios';

export interface MockAiOptions {
  /** 0 for any free port. */
  port: number;
  /** Where to listen; 127.0.0.1 unless given. */
  host?: string;
  /** Called with one line per completion request (the script prints them). */
  log?: (line: string) => void;
}

/** One chat completion request, as `GET /__mock/requests` and `requests()` list it. */
export interface MockAiRequest {
  /** The completion's id (`chatcmpl-…`), also in the answer. */
  id: string;
  scenario: string;
  stream: boolean;
  model: string;
  messages: ChatMessage[];
  maxTokensField: 'max_tokens' | 'max_completion_tokens' | null;
  maxTokens: number | null;
  /** The client closed the connection before the server finished writing. */
  closedByClient: boolean;
  /** The server wrote the whole answer. */
  finished: boolean;
}

export interface MockAi {
  /** The origin (no `/v1`): the SDK's baseURL is `${url}/v1`. */
  url: string;
  port: number;
  /** A copy of the request log, oldest first. */
  requests(): MockAiRequest[];
  clearRequests(): void;
  /** Ends every answer in flight (none counts as closed by the client) and stops listening. */
  close(): Promise<void>;
}

const MAX_BODY = 4 * 1024 * 1024;
const SYSTEM_FINGERPRINT = 'fp_stella_mock';
const COMPLETION_PATHS = new Set(['/v1/chat/completions', '/chat/completions']);

class OpenAiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
  }

  body() {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } };
  }
}

const SCENARIO_ERRORS: Record<'429' | '500', () => OpenAiError> = {
  '429': () =>
    new OpenAiError(
      429,
      `Rate limit reached for the mock model (${MOCK_PROVIDER_DETAIL}): limit 3 requests per minute. Please try again later.`,
      'requests',
      'rate_limit_exceeded',
    ),
  '500': () =>
    new OpenAiError(
      500,
      `The server had an error while processing your request (${MOCK_PROVIDER_DETAIL}). Sorry about that!`,
      'server_error',
    ),
};

interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
  completion_tokens_details: { reasoning_tokens: number };
}

function usageOf(messages: readonly ChatMessage[], reply: string): Usage {
  const prompt = countTokens(messages.map((m) => JSON.stringify(m.content ?? '')).join('\n'));
  const completion = countTokens(reply);
  return {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0 },
  };
}

/** Waits `ms`; true when the time passed, false when the signal fired first. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Writes and waits until the data is handed to the socket. */
function write(res: ServerResponse, data: string): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed || res.writableEnded) return resolve();
    res.write(data, () => resolve());
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** A completion request being answered: what it asked and how to write to it. */
interface Turn {
  req: IncomingMessage;
  res: ServerResponse;
  entry: MockAiRequest;
  scenario: Scenario;
  messages: ChatMessage[];
  facts: Fact[];
  includeUsage: boolean;
  created: number;
  /** Fires when the connection closes or the server shuts down. */
  signal: AbortSignal;
  /** Set before the server drops the connection itself (`cut`), so it is not the client's doing. */
  dropping: boolean;
  requestId: string;
}

export async function startMockAi(options: MockAiOptions): Promise<MockAi> {
  const host = options.host ?? '127.0.0.1';
  const log: MockAiRequest[] = [];
  const inFlight = new Set<AbortController>();
  let counter = 0;
  let closing = false;

  async function readBody(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) throw new OpenAiError(413, 'The request body is too large.');
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  function authorize(req: IncomingMessage): void {
    if (!/^Bearer\s+\S+$/i.test(req.headers.authorization ?? '')) {
      throw new OpenAiError(
        401,
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      );
    }
  }

  function parseRequest(raw: string): {
    model: string;
    messages: ChatMessage[];
    stream: boolean;
    includeUsage: boolean;
    maxTokensField: MockAiRequest['maxTokensField'];
    maxTokens: number | null;
  } {
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new OpenAiError(
        400,
        "We could not parse the JSON body of your request. (HINT: This likely means you aren't using your HTTP library correctly.)",
      );
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new OpenAiError(400, 'The request body must be a JSON object.');
    }
    const b = body as Record<string, unknown>;
    if (typeof b.model !== 'string' || !b.model) throw new OpenAiError(400, 'you must provide a model parameter');
    const messages = b.messages;
    if (
      !Array.isArray(messages) ||
      messages.length === 0 ||
      !messages.every((m) => typeof m === 'object' && m !== null && typeof (m as ChatMessage).role === 'string')
    ) {
      throw new OpenAiError(400, "Missing required parameter: 'messages'.", 'invalid_request_error', null, 'messages');
    }
    const field =
      b.max_completion_tokens != null ? 'max_completion_tokens' : b.max_tokens != null ? 'max_tokens' : null;
    const maxTokens = field ? b[field] : null;
    if (maxTokens !== null && (typeof maxTokens !== 'number' || !Number.isInteger(maxTokens) || maxTokens < 1)) {
      throw new OpenAiError(400, `Invalid '${field}': expected an integer of at least 1.`, undefined, null, field);
    }
    const streamOptions = b.stream_options as { include_usage?: unknown } | null | undefined;
    return {
      model: b.model,
      messages: messages as ChatMessage[],
      stream: b.stream === true,
      includeUsage: b.stream === true && streamOptions?.include_usage === true,
      maxTokensField: field,
      maxTokens: maxTokens as number | null,
    };
  }

  // ---- answers ----

  function completion(turn: Turn, content: string, finishReason: 'stop' | 'length') {
    return {
      id: turn.entry.id,
      object: 'chat.completion',
      created: turn.created,
      model: turn.entry.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null, annotations: [] },
          logprobs: null,
          finish_reason: finishReason,
        },
      ],
      usage: usageOf(turn.messages, content),
      service_tier: 'default',
      system_fingerprint: SYSTEM_FINGERPRINT,
    };
  }

  function chunkEvent(turn: Turn, delta: Record<string, unknown>, finishReason: string | null = null): string {
    const chunk = {
      id: turn.entry.id,
      object: 'chat.completion.chunk',
      created: turn.created,
      model: turn.entry.model,
      service_tier: 'default',
      system_fingerprint: SYSTEM_FINGERPRINT,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...(turn.includeUsage ? { usage: null } : {}),
    };
    return `data: ${JSON.stringify(chunk)}\n\n`;
  }

  function startStream(turn: Turn): void {
    turn.res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
      'x-request-id': turn.requestId,
    });
    turn.res.flushHeaders();
  }

  /** Streams `text` in chunks `spacing` ms apart; false when the connection went away. */
  async function streamText(turn: Turn, text: string, spacing: number): Promise<boolean> {
    for (const [i, piece] of chunkText(text).entries()) {
      if (i > 0 && spacing > 0 && !(await sleep(spacing, turn.signal))) return false;
      if (turn.signal.aborted) return false;
      await write(turn.res, chunkEvent(turn, { content: piece }));
    }
    return !turn.signal.aborted;
  }

  /** The end of a stream: the finish chunk, the usage chunk when asked for, `[DONE]`. */
  function finishStream(turn: Turn, content: string, finishReason: 'stop' | 'length'): void {
    const { res } = turn;
    if (res.destroyed) return;
    res.write(chunkEvent(turn, {}, finishReason));
    if (turn.includeUsage) {
      const usage = {
        id: turn.entry.id,
        object: 'chat.completion.chunk',
        created: turn.created,
        model: turn.entry.model,
        service_tier: 'default',
        system_fingerprint: SYSTEM_FINGERPRINT,
        choices: [],
        usage: usageOf(turn.messages, content),
      };
      res.write(`data: ${JSON.stringify(usage)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  /** A reply that ends on its own (`ok`, `slow`, `invalid`, `length`), cut to max tokens when asked. */
  async function reply(turn: Turn, text: string, spacing: number, finish: 'stop' | 'length'): Promise<void> {
    let content = text;
    let finishReason = finish;
    const max = turn.entry.maxTokens;
    if (max !== null && countTokens(content) > max) {
      content = cutToTokens(content, max);
      finishReason = 'length';
    }
    if (!turn.entry.stream) {
      sendJson(turn.res, 200, completion(turn, content, finishReason), { 'x-request-id': turn.requestId });
      return;
    }
    startStream(turn);
    await write(turn.res, chunkEvent(turn, { role: 'assistant', content: '', refusal: null }));
    if (await streamText(turn, content, spacing)) finishStream(turn, content, finishReason);
  }

  /** Drops the connection mid-answer, as a provider that dies does. */
  function drop(turn: Turn): void {
    turn.dropping = true;
    turn.req.socket.destroy();
  }

  async function run(turn: Turn): Promise<void> {
    const { name, arg } = turn.scenario;
    const ok = () => okParagraphs(turn.facts).join('\n\n');
    switch (name) {
      case 'ok':
        return reply(turn, ok(), arg, 'stop');
      case 'invalid':
        return reply(turn, invalidParagraphs(turn.facts).join('\n\n'), arg, 'stop');
      case 'length':
        return reply(turn, lengthText(turn.facts), arg, 'length');
      case 'slow':
        if (await sleep(arg, turn.signal)) await reply(turn, ok(), DEFAULT_SPACING_MS, 'stop');
        return;
      case '429':
      case '500': {
        const error = SCENARIO_ERRORS[name]();
        sendJson(turn.res, error.status, error.body(), { 'x-request-id': turn.requestId });
        return;
      }
      case 'cut': {
        const partial = cutText(turn.facts);
        if (!turn.entry.stream) {
          const body = JSON.stringify(completion(turn, ok(), 'stop'));
          turn.res.writeHead(200, {
            'Content-Type': 'application/json',
            'Content-Length': String(Buffer.byteLength(body)),
            'x-request-id': turn.requestId,
          });
          await write(turn.res, body.slice(0, Math.floor(body.length / 2)));
          return drop(turn);
        }
        startStream(turn);
        await write(turn.res, chunkEvent(turn, { role: 'assistant', content: '', refusal: null }));
        if (await streamText(turn, partial, arg)) drop(turn);
        return;
      }
      case 'malformed': {
        if (!turn.entry.stream) {
          turn.res.writeHead(200, { 'Content-Type': 'application/json', 'x-request-id': turn.requestId });
          turn.res.end(`{"id":"${turn.entry.id}","object":"chat.completion",{not json`);
          return;
        }
        const [first = ''] = chunkText(ok());
        startStream(turn);
        await write(turn.res, chunkEvent(turn, { role: 'assistant', content: first, refusal: null }));
        for (let i = 0; i < 2; i++) {
          if (!(await sleep(arg, turn.signal))) return;
          await write(turn.res, 'data: {not json\n\n');
        }
        turn.res.end('data: [DONE]\n\n');
        return;
      }
      case 'hang': {
        const words = ok().match(/\s*\S+/g) ?? ['…'];
        const until = Date.now() + HANG_LIMIT_MS;
        if (!turn.entry.stream) {
          if (await sleep(HANG_LIMIT_MS, turn.signal)) {
            sendJson(turn.res, 200, completion(turn, ok(), 'length'), { 'x-request-id': turn.requestId });
          }
          return;
        }
        startStream(turn);
        await write(turn.res, chunkEvent(turn, { role: 'assistant', content: '', refusal: null }));
        let sent = '';
        for (let i = 0; Date.now() < until; i++) {
          const word = words[i % words.length] as string;
          await write(turn.res, chunkEvent(turn, { content: word }));
          sent += word;
          if (!(await sleep(arg, turn.signal))) return;
        }
        finishStream(turn, sent, 'length');
        return;
      }
    }
  }

  async function complete(req: IncomingMessage, res: ServerResponse, requestId: string): Promise<void> {
    const raw = await readBody(req);
    authorize(req);
    const request = parseRequest(raw);
    const choice = chooseScenario(request.messages, request.model);
    if ('error' in choice) throw new OpenAiError(400, choice.error, 'invalid_request_error', 'mock_scenario_unknown');
    const entry: MockAiRequest = {
      id: `chatcmpl-mock${String(++counter).padStart(4, '0')}${randomBytes(6).toString('hex')}`,
      scenario: choice.scenario.name,
      stream: request.stream,
      model: request.model,
      messages: request.messages,
      maxTokensField: request.maxTokensField,
      maxTokens: request.maxTokens,
      closedByClient: false,
      finished: false,
    };
    log.push(entry);
    options.log?.(
      `${req.method} ${req.url} → ${entry.scenario}:${choice.scenario.arg}${entry.stream ? ' (stream)' : ''} ${entry.id}`,
    );
    const controller = new AbortController();
    inFlight.add(controller);
    const turn: Turn = {
      req,
      res,
      entry,
      scenario: choice.scenario,
      messages: request.messages,
      facts: readFacts(request.messages),
      includeUsage: request.includeUsage,
      created: Math.floor(Date.now() / 1000),
      signal: controller.signal,
      dropping: false,
      requestId,
    };
    res.on('finish', () => {
      entry.finished = true;
    });
    res.on('close', () => {
      if (!res.writableFinished && !turn.dropping && !closing) entry.closedByClient = true;
      controller.abort();
      inFlight.delete(controller);
    });
    if (res.destroyed) {
      // The client left while the body was being read: nothing to answer.
      entry.closedByClient = true;
      inFlight.delete(controller);
      return;
    }
    req.socket.setNoDelay(true);
    await run(turn);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const requestId = `req_mock_${randomBytes(8).toString('hex')}`;
    try {
      if (url.pathname === '/__mock/requests') {
        if (method === 'GET') {
          const contains = url.searchParams.get('contains');
          const list = contains ? log.filter((r) => JSON.stringify(r.messages).includes(contains)) : log;
          return sendJson(res, 200, list);
        }
        if (method === 'DELETE') {
          const cleared = log.length;
          log.length = 0;
          return sendJson(res, 200, { cleared });
        }
        throw new OpenAiError(405, `Method not allowed (${method} ${url.pathname}).`);
      }
      if (COMPLETION_PATHS.has(url.pathname)) {
        if (method !== 'POST') throw new OpenAiError(405, `Method not allowed (${method} ${url.pathname}).`);
        return await complete(req, res, requestId);
      }
      throw new OpenAiError(404, `Invalid URL (${method} ${url.pathname})`);
    } catch (err) {
      if (err instanceof OpenAiError) return sendJson(res, err.status, err.body(), { 'x-request-id': requestId });
      throw err;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (res.destroyed) return; // the client went away mid-request (an 'aborted' read): nobody to tell
      process.stderr.write(`[mock-ai] ${err instanceof Error ? err.stack : String(err)}\n`);
      if (!res.headersSent)
        sendJson(res, 500, new OpenAiError(500, 'The mock failed; see its log.', 'server_error').body());
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${shownHost}:${port}`,
    port,
    requests: () => structuredClone(log),
    clearRequests() {
      log.length = 0;
    },
    async close() {
      closing = true;
      for (const controller of inFlight) controller.abort();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
