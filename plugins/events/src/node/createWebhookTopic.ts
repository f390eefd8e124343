import { AuthenticationError, InputError } from '@atrium/model';
import { readJsonEvent, type HttpEvent, type HttpEventTopic } from './httpEventTopics';

/** What a webhook topic does on some of its sender's events. */
export interface WebhookHandler {
  /** The event names it acts on, e.g. `push`. */
  readonly events: readonly string[];
  /** Acts on an event proven and read: `payload` is the body's JSON object. */
  readonly handle: (payload: Record<string, unknown>) => Promise<void>;
}

export interface WebhookTopicOptions {
  /** The path segment, e.g. `github`; its secret is set at `events.modules.<topic>.webhookSecret`. */
  readonly topic: string;
  /** The sender as people call it, e.g. `GitHub`, for the message that refuses its webhooks. */
  readonly sender: string;
  /** The secrets an event may prove; blank ones are left out. */
  readonly secrets: readonly (string | undefined)[];
  /** Where else a secret may be set, named after the config key when none is. */
  readonly otherSecretSources?: string;
  /**
   * Throws AuthenticationError unless the event proves one of `secrets` (never empty), with a
   * message that shows neither a secret nor what was sent.
   */
  readonly verify: (event: HttpEvent, secrets: readonly string[]) => void;
  /** The header that every event of the sender carries, as its docs spell it (`X-GitHub-Event`). */
  readonly eventHeader: string;
  /** The event's name; the header's value unless given. GitLab names its events in the body. */
  readonly eventName?: (header: string, payload: Record<string, unknown>) => string | undefined;
  /** Events no handler names are accepted and left alone: senders send more than a topic needs. */
  readonly handlers: readonly WebhookHandler[];
}

/**
 * A code host's webhook topic: the event proves a configured secret, names itself in a header,
 * and goes to the handler of its name. Without a secret every event is refused
 * (`plugins/events/README.md#differences-from-backstage`): an unproven webhook could make the
 * portal read repositories again, as often as anyone likes.
 */
export function createWebhookTopic(options: WebhookTopicOptions): HttpEventTopic {
  const { topic, sender, eventHeader, eventName } = options;
  const secrets = options.secrets.filter((secret): secret is string => Boolean(secret));
  const handlers = handlersByEvent(topic, options.handlers);
  const headerKey = eventHeader.toLowerCase();
  return {
    topic,
    verify(event) {
      if (secrets.length === 0) {
        const others = options.otherSecretSources ? `, or ${options.otherSecretSources}` : '';
        throw new AuthenticationError(
          `${sender} webhooks are refused: set events.modules.${topic}.webhookSecret${others}`,
        );
      }
      options.verify(event, secrets);
    },
    async handle(event) {
      const header = event.headers[headerKey];
      if (!header) throw new InputError(`The webhook has no ${eventHeader} header`);
      const payload = readJsonEvent(event);
      const name = eventName ? eventName(header, payload) : header;
      const handle = name === undefined ? undefined : handlers.get(name);
      if (handle) await handle(payload);
    },
  };
}

/** A map, not an object, so an event named like `constructor` finds no handler. */
function handlersByEvent(
  topic: string,
  handlers: readonly WebhookHandler[],
): Map<string, WebhookHandler['handle']> {
  const byEvent = new Map<string, WebhookHandler['handle']>();
  for (const { events, handle } of handlers) {
    for (const name of events) {
      if (byEvent.has(name)) {
        throw new Error(`Two handlers of webhook topic '${topic}' act on event '${name}'`);
      }
      byEvent.set(name, handle);
    }
  }
  return byEvent;
}
