import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createBitbucketCloudWebhookTopic } from './createBitbucketCloudWebhookTopic';

const SECRET = 'webhook-secret';
const BASE_URL = 'https://bitbucket.org';

/** `secret: null` configures none. */
function topicWithCalls(secret: string | null = SECRET) {
  const calls: Array<{ type: string; targetPrefix: string }> = [];
  const topic = createBitbucketCloudWebhookTopic({
    secret: secret ?? undefined,
    baseUrl: BASE_URL,
    refresh: {
      async refreshTargets(options) {
        calls.push(options);
        return 1;
      },
    },
  });
  return { topic, calls };
}

const sign = (body: Buffer, secret = SECRET) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** `signature: null` sends no X-Hub-Signature header. */
function event(key: string | null, payload: unknown, signature?: string | null) {
  const body = Buffer.from(JSON.stringify(payload));
  const signed = signature === undefined ? sign(body) : signature;
  return {
    headers: {
      ...(key === null ? {} : { 'x-event-key': key }),
      ...(signed === null ? {} : { 'x-hub-signature': signed }),
    },
    body,
  };
}

const push = (fullName: unknown, changes: unknown[]) => ({
  repository: { full_name: fullName },
  push: { changes },
});

describe('the bitbucketCloud webhook topic', () => {
  it('accepts only bodies signed with the configured secret', () => {
    const { topic } = topicWithCalls();
    expect(() => topic.verify(event('repo:push', {}))).not.toThrow();
    const body = Buffer.from('{}');
    expect(() =>
      topic.verify({ headers: { 'x-hub-signature': sign(body, 'guessed') }, body }),
    ).toThrow('The webhook signature does not match events.modules.bitbucketCloud.webhookSecret');
    // Signed, then changed on the way.
    expect(() =>
      topic.verify({ headers: { 'x-hub-signature': sign(body) }, body: Buffer.from('{ }') }),
    ).toThrow(/does not match/);
    for (const signature of [null, 'sha1=abc', sign(body).replace('sha256=', '')]) {
      expect(() => topic.verify(event('repo:push', {}, signature))).toThrow(
        'The webhook has no X-Hub-Signature signature',
      );
    }
  });

  it('never shows the secret in its messages', () => {
    const { topic } = topicWithCalls();
    const body = Buffer.from('{}');
    try {
      topic.verify({ headers: { 'x-hub-signature': sign(body, 'guessed') }, body });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain(SECRET);
    }
  });

  it('refuses every event while no secret is configured', () => {
    for (const secret of [null, '']) {
      const { topic } = topicWithCalls(secret);
      const body = Buffer.from('{}');
      expect(() => topic.verify({ headers: { 'x-hub-signature': sign(body, '') }, body })).toThrow(
        'Bitbucket Cloud webhooks are refused: set events.modules.bitbucketCloud.webhookSecret',
      );
    }
  });

  it('reads each pushed branch again, and runs discovery on repository events', async () => {
    const { topic, calls } = topicWithCalls();
    await topic.handle(
      event(
        'repo:push',
        push('acme/payments', [
          { new: { type: 'branch', name: 'main' } },
          { new: { type: 'branch', name: 'feature/x' } },
          { new: { type: 'tag', name: 'v1' } },
          { new: null, old: { type: 'branch', name: 'gone' } },
        ]),
      ),
    );
    for (const key of ['repo:created', 'repo:deleted', 'repo:updated']) {
      await topic.handle(event(key, { repository: { full_name: 'acme/payments' } }));
    }
    await topic.handle(event('pullrequest:created', {}));
    expect(calls).toEqual([
      { type: 'url', targetPrefix: `${BASE_URL}/acme/payments/src/main/` },
      { type: 'url', targetPrefix: `${BASE_URL}/acme/payments/src/feature%2Fx/` },
      { type: 'bitbucket-cloud-discovery', targetPrefix: '' },
      { type: 'bitbucket-cloud-discovery', targetPrefix: '' },
      { type: 'bitbucket-cloud-discovery', targetPrefix: '' },
    ]);
  });

  it('says what is wrong with an event it cannot read', async () => {
    const { topic } = topicWithCalls();
    await expect(
      topic.handle({ headers: { 'x-event-key': 'repo:push' }, body: Buffer.from('not json') }),
    ).rejects.toThrow('The webhook body is not JSON');
    await expect(topic.handle(event(null, {}))).rejects.toThrow(
      'The webhook has no X-Event-Key header',
    );
    for (const fullName of [undefined, 'acme', 'acme/a/b', 7]) {
      await expect(topic.handle(event('repo:push', push(fullName, [])))).rejects.toThrow(
        'The push event names no repository.full_name like workspace/repo',
      );
    }
  });
});
