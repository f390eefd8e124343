import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGithubWebhookTopic } from './createGithubWebhookTopic';

const SECRET = 'webhook-secret';
const sign = (body: Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function topicWithCalls(secrets: string[] = [SECRET]) {
  const calls: Array<{ type: string; targetPrefix: string }> = [];
  const topic = createGithubWebhookTopic({
    secrets,
    refresh: {
      async refreshTargets(options) {
        calls.push(options);
        return 1;
      },
    },
  });
  return { topic, calls };
}

const event = (name: string, payload: unknown, signature?: string) => {
  const body = Buffer.from(JSON.stringify(payload));
  return {
    headers: { 'x-github-event': name, 'x-hub-signature-256': signature ?? sign(body) },
    body,
  };
};

describe('the github webhook topic', () => {
  it('accepts only events signed with a configured secret', () => {
    const { topic } = topicWithCalls(['other', SECRET]);
    const signed = event('push', {});
    expect(() => topic.verify(signed)).not.toThrow();
    expect(() => topic.verify(event('push', {}, sign(signed.body, 'wrong')))).toThrow(
      'The webhook signature does not match any webhook secret',
    );
    expect(() => topic.verify(event('push', {}, 'sha1=abc'))).toThrow(/no X-Hub-Signature-256/);
    // The body signed is the body sent: one changed byte fails.
    const tampered = { ...signed, body: Buffer.from(signed.body.toString().replace('{', '{ ')) };
    expect(() => topic.verify(tampered)).toThrow(/does not match/);
  });

  it('refuses every event while no secret is configured', () => {
    const { topic } = topicWithCalls([]);
    expect(() => topic.verify(event('push', {}))).toThrow(/events\.modules\.github\.webhookSecret/);
  });

  it('reads the pushed branch again, and re-runs discovery and the org import on their events', async () => {
    const { topic, calls } = topicWithCalls();
    await topic.handle(
      event('push', {
        ref: 'refs/heads/main',
        repository: { html_url: 'https://github.com/acme/payments' },
      }),
    );
    await topic.handle(event('push', { ref: 'refs/tags/v1', repository: { html_url: 'x' } }));
    await topic.handle(event('repository', { action: 'deleted' }));
    await topic.handle(event('membership', { action: 'added' }));
    await topic.handle(event('ping', { zen: 'Keep it logically awesome.' }));
    expect(calls).toEqual([
      { type: 'url', targetPrefix: 'https://github.com/acme/payments/blob/main/' },
      { type: 'github-discovery', targetPrefix: '' },
      { type: 'github-org', targetPrefix: '' },
    ]);
  });

  it('says what is wrong with an event it cannot read', async () => {
    const { topic } = topicWithCalls();
    await expect(
      topic.handle({ headers: { 'x-github-event': 'push' }, body: Buffer.from('not json') }),
    ).rejects.toThrow('The webhook body is not JSON');
    await expect(topic.handle({ headers: {}, body: Buffer.from('{}') })).rejects.toThrow(
      'The webhook has no X-GitHub-Event header',
    );
    await expect(
      topic.handle(event('push', { ref: 'refs/heads/main', repository: {} })),
    ).rejects.toThrow('The push event names no repository.html_url');
  });
});
