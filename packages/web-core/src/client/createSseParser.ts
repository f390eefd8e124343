/** One server-sent event, as the HTML standard's event-stream parsing defines it. */
export interface ServerSentEvent {
  /** `message` when the stream named none. */
  event: string;
  data: string;
  /** The last `id:` seen so far on the stream, carried over to later events as browsers do. */
  id?: string;
}

export interface SseParser {
  /** Feeds decoded text, in chunks of any size, and answers the events it completed. */
  push(chunk: string): ServerSentEvent[];
  /** Ends the stream: an event not yet closed by a blank line is dropped, as the standard says. */
  end(): ServerSentEvent[];
}

/**
 * An incremental `text/event-stream` parser. Pages read event streams with `fetch`
 * rather than EventSource so they can send the bearer token, which leaves the parsing to us.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let lastId: string | undefined;
  let eventType = '';
  let dataLines: string[] = [];
  let hasData = false;

  function dispatch(events: ServerSentEvent[]) {
    if (hasData) {
      events.push({
        event: eventType || 'message',
        data: dataLines.join('\n'),
        ...(lastId !== undefined && { id: lastId }),
      });
    }
    eventType = '';
    dataLines = [];
    hasData = false;
  }

  function processLine(line: string, events: ServerSentEvent[]) {
    if (line === '') return dispatch(events);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    } else if (field === 'id' && !value.includes('\0')) lastId = value;
    // `retry` and unknown fields are ignored: reconnection is the caller's (spec 001 §4).
  }

  function push(chunk: string): ServerSentEvent[] {
    buffer += chunk;
    const events: ServerSentEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      if (!match) break;
      // A lone CR at the very end may be the first half of CRLF: wait for the next chunk.
      if (match[0] === '\r' && match.index === buffer.length - 1) break;
      processLine(buffer.slice(0, match.index), events);
      buffer = buffer.slice(match.index + match[0].length);
    }
    return events;
  }

  function end(): ServerSentEvent[] {
    const events: ServerSentEvent[] = [];
    if (buffer.endsWith('\r')) processLine(buffer.slice(0, -1), events);
    buffer = '';
    eventType = '';
    dataLines = [];
    hasData = false;
    return events;
  }

  return { push, end };
}
