import { InputError, isPlainObject } from '@atrium/model';
import { createServiceRef } from '@atrium/server-core';

/** A webhook as it arrived: its headers and the exact bytes of its body, for signatures. */
export interface HttpEvent {
  readonly headers: Readonly<Record<string, string | undefined>>;
  readonly body: Buffer;
}

/**
 * A topic of `POST /api/events/http/<topic>`: code hosts and other systems call it. The
 * contribution checks where an event comes from before anything acts on it.
 */
export interface HttpEventTopic {
  /** The path segment, e.g. `github`. */
  readonly topic: string;
  /**
   * Throws AuthenticationError for an event that does not prove its sender (a missing or wrong
   * signature), InputError for one it cannot read. Runs before `handle`.
   */
  verify(event: HttpEvent): void;
  /** Acts on a verified event. The request is answered 202 once this resolves. */
  handle(event: HttpEvent): Promise<void>;
}

/**
 * Receives events over HTTP for other plugins: a plugin adds its topics in its setup, with the
 * services it acts through at hand. Provided by the events plugin.
 */
export interface HttpEvents {
  addTopic(topic: HttpEventTopic): void;
}

export const httpEventsServiceRef = createServiceRef<HttpEvents>({
  id: 'events.http',
  plugin: 'events',
});

/** An event's body as the JSON object webhooks send; InputError for anything else. */
export function readJsonEvent(event: HttpEvent): Record<string, unknown> {
  let payload: unknown;
  try {
    payload = JSON.parse(event.body.toString('utf8'));
  } catch {
    throw new InputError('The webhook body is not JSON');
  }
  if (!isPlainObject(payload)) throw new InputError('The webhook body is not a JSON object');
  return payload;
}
