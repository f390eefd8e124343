import type { CompoundEntityRef } from '@atrium/model';
import {
  createSseParser,
  ResponseError,
  type ApiClient,
  type ServerSentEvent,
} from '@atrium/web-core';
import { openSyncStream } from '../api';
import type { SyncResult } from './readerState';

export interface RunDocsSyncOptions {
  api: ApiClient;
  entity: CompoundEntityRef;
  signal: AbortSignal;
  onLog(line: string): void;
}

/**
 * Asks the server to bring the entity's docs up to date and follows its event stream (spec 001
 * §4 "Docs sync stream"): log lines, then `finish` with the updated flag. Answers `updated` or
 * `cached`, or undefined when the stream ended without saying; throws on an `error` event or a
 * refused request. Read with `fetch`, as EventSource cannot send the bearer token.
 */
export async function runDocsSync(options: RunDocsSyncOptions): Promise<SyncResult> {
  const response = await openSyncStream(options.api, options.entity, options.signal);
  if (!response.ok) throw await ResponseError.fromResponse(response);
  if (!response.body) return undefined;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const events = done
        ? parser.push(decoder.decode()).concat(parser.end())
        : parser.push(decoder.decode(value, { stream: true }));
      for (const event of events) {
        const result = handleEvent(event, options.onLog);
        if (result !== undefined) return result;
      }
      if (done) return undefined;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}

function handleEvent(event: ServerSentEvent, onLog: (line: string) => void): SyncResult {
  const data = parseData(event.data);
  switch (event.event) {
    case 'log':
      onLog(typeof data === 'string' ? data : event.data);
      return undefined;
    case 'error':
      throw new Error(typeof data === 'string' ? data : event.data);
    case 'finish': {
      const updated = (data as { updated?: unknown } | undefined)?.updated;
      if (updated === true) return 'updated';
      if (updated === false) return 'cached';
      // Anything else makes the reader report an unexpected state rather than guess.
      return String(event.data);
    }
    default:
      return undefined;
  }
}

function parseData(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}
