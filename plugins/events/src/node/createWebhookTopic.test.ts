import { describe, expect, it } from 'vitest';
import { AuthenticationError, InputError } from '@atrium/model';
import { createWebhookTopic, type WebhookTopicOptions } from './createWebhookTopic';
import type { HttpEvent } from './httpEventTopics';

/** A topic whose events prove a secret by sending it in `x-token`; it records what it does. */
function recordingTopic(overrides: Partial<WebhookTopicOptions> = {}) {
  const verified: Array<readonly string[]> = [];
  const handled: Array<{ handler: string; payload: Record<string, unknown> }> = [];
  const topic = createWebhookTopic({
    topic: 'forge',
    sender: 'Forge',
    secrets: ['s3cret'],
    verify(event, secrets) {
      verified.push(secrets);
      if (!secrets.includes(event.headers['x-token'] ?? '')) {
        throw new AuthenticationError('The webhook token does not match');
      }
    },
    eventHeader: 'X-Forge-Event',
    handlers: [
      {
        events: ['push'],
        handle: async payload => void handled.push({ handler: 'push', payload }),
      },
      {
        events: ['repo:created', 'repo:deleted'],
        handle: async payload => void handled.push({ handler: 'repo', payload }),
      },
    ],
    ...overrides,
  });
  return { topic, verified, handled };
}

const event = (headers: Record<string, string>, body: unknown = {}): HttpEvent => ({
  headers,
  body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
});

describe('createWebhookTopic', () => {
  it('hands the configured secrets, blank ones left out, to the verifier', () => {
    const { topic, verified } = recordingTopic({ secrets: [undefined, 's3cret', '', 'old'] });
    expect(() => topic.verify(event({ 'x-token': 'old' }))).not.toThrow();
    expect(() => topic.verify(event({ 'x-token': 'guess' }))).toThrow(AuthenticationError);
    expect(verified).toEqual([
      ['s3cret', 'old'],
      ['s3cret', 'old'],
    ]);
  });

  it('refuses every event while no secret is set, naming where to set one', () => {
    for (const secrets of [[], [undefined, '']]) {
      const { topic, verified } = recordingTopic({ secrets });
      const refused = () => topic.verify(event({ 'x-token': '' }));
      expect(refused).toThrow(AuthenticationError);
      expect(refused).toThrow('Forge webhooks are refused: set events.modules.forge.webhookSecret');
      expect(verified).toEqual([]);
    }
    const { topic } = recordingTopic({ secrets: [], otherSecretSources: 'one in integrations' });
    expect(() => topic.verify(event({}))).toThrow(
      'set events.modules.forge.webhookSecret, or one in integrations',
    );
  });

  it('hands each event to the handler of the name in its header, and leaves others alone', async () => {
    const { topic, handled } = recordingTopic();
    await topic.handle(event({ 'x-forge-event': 'push' }, { ref: 'main' }));
    await topic.handle(event({ 'x-forge-event': 'repo:deleted' }, { id: 7 }));
    await topic.handle(event({ 'x-forge-event': 'issue' }));
    await topic.handle(event({ 'x-forge-event': 'constructor' }));
    expect(handled).toEqual([
      { handler: 'push', payload: { ref: 'main' } },
      { handler: 'repo', payload: { id: 7 } },
    ]);
  });

  it('takes the name from eventName when the sender names events in the body', async () => {
    const { topic, handled } = recordingTopic({
      eventName: (_header, payload) =>
        typeof payload.kind === 'string' ? payload.kind : undefined,
    });
    await topic.handle(event({ 'x-forge-event': 'Hook' }, { kind: 'push' }));
    await topic.handle(event({ 'x-forge-event': 'push' }, {}));
    expect(handled).toEqual([{ handler: 'push', payload: { kind: 'push' } }]);
  });

  it('says what is wrong with an event it cannot read', async () => {
    const { topic, handled } = recordingTopic();
    await expect(topic.handle(event({}))).rejects.toThrow(InputError);
    await expect(topic.handle(event({}))).rejects.toThrow(
      'The webhook has no X-Forge-Event header',
    );
    await expect(topic.handle(event({ 'x-forge-event': 'push' }, 'not json'))).rejects.toThrow(
      'The webhook body is not JSON',
    );
    expect(handled).toEqual([]);
  });

  it('refuses two handlers for one event', () => {
    const handle = async () => {};
    expect(() =>
      recordingTopic({
        handlers: [
          { events: ['push'], handle },
          { events: ['tag', 'push'], handle },
        ],
      }),
    ).toThrow("Two handlers of webhook topic 'forge' act on event 'push'");
  });
});
