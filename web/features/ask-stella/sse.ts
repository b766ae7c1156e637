/**
 * Server-sent events read from a `fetch` body (EventSource cannot POST): the text is split into
 * events at blank lines; each event has a name (`event:`, default "message") and its `data:`
 * lines joined by line breaks. Comments (`:`) and other fields are ignored.
 */
export interface SseEvent {
  event: string;
  data: string;
}

/** Feeds text in pieces as it arrives; returns the events each piece completes. */
export class SseParser {
  private buffer = '';

  push(chunk: string): SseEvent[] {
    this.buffer += chunk.replace(/\r\n?/g, '\n');
    const events: SseEvent[] = [];
    for (;;) {
      const end = this.buffer.indexOf('\n\n');
      if (end < 0) return events;
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event = parseBlock(block);
      if (event) events.push(event);
    }
  }

  /** The last event when the stream ends without its blank line. */
  finish(): SseEvent[] {
    const event = parseBlock(this.buffer);
    this.buffer = '';
    return event ? [event] : [];
  }
}

function parseBlock(block: string): SseEvent | null {
  let event = 'message';
  const data: string[] = [];
  let any = false;
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      any = true;
    }
  }
  return any ? { event, data: data.join('\n') } : null;
}

/** Reads a response body as events, in order, until it ends or the signal aborts. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    yield* parser.push(decoder.decode());
    yield* parser.finish();
  } finally {
    reader.releaseLock();
  }
}
