import { describe, expect, it } from 'vitest';
import { createGitlabWebhookTopic } from './createGitlabWebhookTopic';

const SECRET = 'webhook-secret';

/** `secret: null` configures none. */
function topicWithCalls(secret: string | null = SECRET) {
  const calls: Array<{ type: string; targetPrefix: string }> = [];
  const topic = createGitlabWebhookTopic({
    secret: secret ?? undefined,
    refresh: {
      async refreshTargets(options) {
        calls.push(options);
        return 1;
      },
    },
  });
  return { topic, calls };
}

/** `token: null` sends no X-Gitlab-Token header. */
const event = (hook: string, payload: unknown, token: string | null = SECRET) => ({
  headers: { 'x-gitlab-event': hook, ...(token === null ? {} : { 'x-gitlab-token': token }) },
  body: Buffer.from(JSON.stringify(payload)),
});

describe('the gitlab webhook topic', () => {
  it('accepts only events carrying the configured secret token', () => {
    const { topic } = topicWithCalls();
    expect(() => topic.verify(event('Push Hook', {}))).not.toThrow();
    expect(() => topic.verify(event('Push Hook', {}, 'guessed'))).toThrow(
      'The webhook X-Gitlab-Token does not match events.modules.gitlab.webhookSecret',
    );
    expect(() => topic.verify(event('Push Hook', {}, `${SECRET}x`))).toThrow(/does not match/);
    expect(() => topic.verify(event('Push Hook', {}, null))).toThrow(
      'The webhook has no X-Gitlab-Token header',
    );
  });

  it('never shows the secret or the token sent in its messages', () => {
    const { topic } = topicWithCalls();
    try {
      topic.verify(event('Push Hook', {}, 'guessed-token'));
    } catch (error) {
      expect(String(error)).not.toMatch(/guessed-token|webhook-secret/);
    }
  });

  it('refuses every event while no secret is configured', () => {
    for (const secret of [null, '']) {
      const { topic } = topicWithCalls(secret);
      expect(() => topic.verify(event('Push Hook', {}, ''))).toThrow(
        /events\.modules\.gitlab\.webhookSecret/,
      );
    }
  });

  it('reads the pushed branch again, and re-runs discovery and the org import on their events', async () => {
    const { topic, calls } = topicWithCalls();
    await topic.handle(
      event('Push Hook', {
        object_kind: 'push',
        ref: 'refs/heads/feature/x',
        project: { web_url: 'https://gitlab.example.com/acme/platform/payments/' },
      }),
    );
    await topic.handle(
      event('Tag Push Hook', { object_kind: 'tag_push', ref: 'refs/tags/v1', project: {} }),
    );
    await topic.handle(event('System Hook', { event_name: 'project_destroy' }));
    await topic.handle(event('Member Hook', { event_name: 'user_add_to_group' }));
    await topic.handle(event('Subgroup Hook', { event_name: 'subgroup_create' }));
    await topic.handle(event('Issue Hook', { object_kind: 'issue' }));
    expect(calls).toEqual([
      {
        type: 'url',
        targetPrefix: 'https://gitlab.example.com/acme/platform/payments/-/blob/feature/x/',
      },
      { type: 'gitlab-discovery', targetPrefix: '' },
      { type: 'gitlab-org', targetPrefix: '' },
      { type: 'gitlab-org', targetPrefix: '' },
    ]);
  });

  it('reads a system hook push, named by event_name, as a push', async () => {
    const { topic, calls } = topicWithCalls();
    await topic.handle(
      event('System Hook', {
        event_name: 'push',
        ref: 'refs/heads/main',
        project: { web_url: 'https://gitlab.com/acme/a' },
      }),
    );
    expect(calls).toEqual([
      { type: 'url', targetPrefix: 'https://gitlab.com/acme/a/-/blob/main/' },
    ]);
  });

  it('says what is wrong with an event it cannot read', async () => {
    const { topic } = topicWithCalls();
    await expect(
      topic.handle({ headers: { 'x-gitlab-event': 'Push Hook' }, body: Buffer.from('not json') }),
    ).rejects.toThrow('The webhook body is not JSON');
    await expect(
      topic.handle({ headers: { 'x-gitlab-event': 'Push Hook' }, body: Buffer.from('[1]') }),
    ).rejects.toThrow('The webhook body is not a JSON object');
    await expect(topic.handle({ headers: {}, body: Buffer.from('{}') })).rejects.toThrow(
      'The webhook has no X-Gitlab-Event header',
    );
    for (const project of [{}, { web_url: 'not a url' }]) {
      await expect(
        topic.handle(event('Push Hook', { object_kind: 'push', ref: 'refs/heads/main', project })),
      ).rejects.toThrow('The push event names no project.web_url');
    }
  });
});
