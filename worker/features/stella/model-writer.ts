/**
 * The language-model writer (decision 030): any OpenAI-compatible endpoint through the `openai`
 * SDK, streaming. It yields the model's text as it comes; any failure (an error status, a
 * network error, no first words within the timeout, a stream that is not what the API promises)
 * is one `ProviderFailure` whose details stay in the log: no provider message reaches a reader.
 */
import OpenAI from 'openai';
import type { PromptMessage } from '@core/coach/prompt';
import type { ServerEnv } from '@worker/lib/env';

export interface ModelConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  /** The request field that caps the answer's length: providers differ. */
  maxTokensField: 'max_tokens' | 'max_completion_tokens';
  maxTokens: number;
  firstTokenTimeoutMs: number;
}

/** The model the configuration names, or null without a key (the offline writer answers then). */
export function modelConfigOf(config: ServerEnv): ModelConfig | null {
  if (!config.AI_API_KEY) return null;
  return {
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL,
    maxTokensField: config.AI_MAX_TOKENS_FIELD,
    maxTokens: config.AI_MAX_TOKENS,
    firstTokenTimeoutMs: config.AI_FIRST_TOKEN_TIMEOUT_MS,
  };
}

export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    readonly reason: 'status' | 'network' | 'timeout' | 'malformed' | 'cut',
    readonly detail: string,
  ) {
    super(`The language model failed (${reason})`);
  }
}

export interface ModelRun {
  /** The answer's text in pieces. Throws ProviderFailure; ends quietly when `signal` aborts. */
  readonly pieces: AsyncGenerator<string>;
  /** Token usage as the provider reported it (null until it does, or if it never does). */
  usage(): { promptTokens: number; completionTokens: number } | null;
  finishReason(): string | null;
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

export function runModel(config: ModelConfig, messages: readonly PromptMessage[], signal: AbortSignal): ModelRun {
  let usage: { promptTokens: number; completionTokens: number } | null = null;
  let finish: string | null = null;
  const client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, maxRetries: 0, timeout: 120_000 });

  async function* pieces(): AsyncGenerator<string> {
    const upstream = new AbortController();
    const stop = () => upstream.abort();
    signal.addEventListener('abort', stop);
    let timedOut = false;
    let first = true;
    const timer = setTimeout(() => {
      timedOut = true;
      upstream.abort();
    }, config.firstTokenTimeoutMs);
    try {
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          stream: true,
          stream_options: { include_usage: true },
          temperature: 0.7,
          [config.maxTokensField]: config.maxTokens,
        },
        { signal: upstream.signal },
      );
      for await (const chunk of stream) {
        if (chunk.usage) {
          usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
        }
        const choice = chunk.choices?.[0];
        if (choice?.finish_reason) finish = choice.finish_reason;
        const text = choice?.delta?.content;
        if (typeof text === 'string' && text.length > 0) {
          if (first) {
            first = false;
            clearTimeout(timer);
          }
          yield text;
        }
      }
      if (!finish && !signal.aborted) throw new ProviderFailure('cut', 'The stream ended without a finish reason');
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ProviderFailure) throw error;
      if (timedOut) throw new ProviderFailure('timeout', `No first words within ${config.firstTokenTimeoutMs} ms`);
      if (error instanceof OpenAI.APIError && typeof error.status === 'number') {
        throw new ProviderFailure('status', `${error.status} ${describe(error)}`);
      }
      if (error instanceof SyntaxError) throw new ProviderFailure('malformed', describe(error));
      throw new ProviderFailure(first ? 'network' : 'cut', describe(error));
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', stop);
    }
  }

  return { pieces: pieces(), usage: () => usage, finishReason: () => finish };
}
