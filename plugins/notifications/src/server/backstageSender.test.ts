/**
 * Backstage's own sender against Atrium: `DefaultNotificationService` of
 * `@backstage/plugin-notifications-node`, as every Backstage server plugin sends, asks its `auth`
 * service for a token for `notifications`, its `discovery` service for the plugin's base URL, and
 * POSTs the send options there. What arrives is read back as the user reads it.
 */
import type { Entity } from '@atrium/model';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { definePlugin } from '@atrium/server-core';
import {
  describeEachDatabase,
  mockServiceToken,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import {
  DefaultNotificationService,
  type NotificationSendOptions,
  type NotificationServiceOptions,
} from '@backstage/plugin-notifications-node';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Notification, NotificationsListResponse } from '../shared';
import { notificationsPlugin } from './plugin';

const userToken = (name: string) =>
  mockUserToken({
    userEntityRef: `user:default/${name}`,
    ownershipEntityRefs: [`user:default/${name}`],
  });
const ALICE = userToken('alice');
const BOB = userToken('bob');
const CAROL = userToken('carol');
const EXTERNAL_TOKEN = 'a-token-a-backstage-backend-sends-with';

/** A team of two: what a group recipient resolves through. */
const TEAM: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Group',
  metadata: { name: 'riders', namespace: 'default' },
  spec: { type: 'team', children: [] },
  relations: [
    { type: 'hasMember', targetRef: 'user:default/alice' },
    { type: 'hasMember', targetRef: 'user:default/bob' },
  ],
};

const catalogStandIn = definePlugin({
  id: 'catalog-stand-in',
  provides: [catalogEntitiesServiceRef],
  setup({ provide }) {
    provide(catalogEntitiesServiceRef, {
      getEntityByRef: async ref => (ref === 'group:default/riders' ? TEAM : undefined),
      getEntities: async () => [],
    });
  },
});

/** What the sender asked its services for: it names the plugin it sends to. */
interface SenderCalls {
  baseUrlOf: string[];
  tokenFor: Array<{ targetPluginId: string; onBehalfOf: unknown }>;
}

/**
 * The sender's `auth` and `discovery` services, standing in for a Backstage backend's: the sender
 * calls only `getOwnServiceCredentials`, `getPluginRequestToken` and `getBaseUrl`.
 */
function senderServices(baseUrl: string, token: string, calls: SenderCalls) {
  const ownCredentials = {
    $$type: '@backstage/BackstageCredentials' as const,
    principal: { type: 'service' as const, subject: 'plugin:scaffolder' },
  };
  const auth = {
    getOwnServiceCredentials: async () => ownCredentials,
    async getPluginRequestToken(options: { onBehalfOf: unknown; targetPluginId: string }) {
      calls.tokenFor.push(options);
      return { token };
    },
  };
  const discovery: NotificationServiceOptions['discovery'] = {
    async getBaseUrl(pluginId) {
      calls.baseUrlOf.push(pluginId);
      return `${baseUrl}/api/${pluginId}`;
    },
    getExternalBaseUrl: async pluginId => `${baseUrl}/api/${pluginId}`,
  };
  return { auth: auth as NotificationServiceOptions['auth'], discovery, ownCredentials };
}

describeEachDatabase("Backstage's notification sender", database => {
  let server: TestServer;
  const calls: SenderCalls = { baseUrlOf: [], tokenFor: [] };
  /** Sends as a Backstage plugin does, with a service token naming `plugin:scaffolder`. */
  let sendAsPlugin: (options: NotificationSendOptions) => Promise<void>;
  let ownCredentials: unknown;

  beforeAll(async () => {
    server = await startTestServer({
      database,
      config: {
        backend: {
          auth: {
            externalAccess: [
              { type: 'static', options: { token: EXTERNAL_TOKEN, subject: 'backstage' } },
            ],
          },
        },
      },
      plugins: [notificationsPlugin, catalogStandIn],
    });
    const services = senderServices(server.url, mockServiceToken('scaffolder'), calls);
    ownCredentials = services.ownCredentials;
    const sender = DefaultNotificationService.create(services);
    sendAsPlugin = options => sender.send(options);
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    calls.baseUrlOf.length = 0;
    calls.tokenFor.length = 0;
  });

  /** The caller's notifications titled `title`: each test sends titles of its own. */
  async function received(token: string, title: string): Promise<Notification[]> {
    const answer = await server.json<NotificationsListResponse>(
      '/api/notifications/notifications',
      { token },
    );
    expect(answer.status).toBe(200);
    return answer.body.notifications.filter(notification => notification.payload.title === title);
  }
  const uniqueTitle = (what: string) => `${what} ${randomUUID()}`;

  it('asks for a token for the notifications plugin and its base URL, and reaches a user', async () => {
    const title = uniqueTitle('Your task completed');
    await sendAsPlugin({
      recipients: { type: 'entity', entityRef: 'user:default/carol' },
      payload: { title },
    });
    expect(calls.baseUrlOf).toEqual(['notifications']);
    expect(calls.tokenFor).toEqual([
      {
        targetPluginId: 'notifications',
        onBehalfOf: ownCredentials,
      },
    ]);
    const [notification, ...more] = await received(CAROL, title);
    expect(more).toEqual([]);
    // Backstage's `Notification`: dates travel as ISO 8601, read and saved are absent until set.
    expect(notification).toEqual({
      id: expect.any(String),
      user: 'user:default/carol',
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      origin: 'plugin:scaffolder',
      payload: { title, severity: 'normal' },
    });
    expect(await received(ALICE, title)).toEqual([]);
  });

  it("reaches a group's members", async () => {
    const title = uniqueTitle('Team news');
    await sendAsPlugin({
      recipients: { type: 'entity', entityRef: ['group:default/riders'] },
      payload: { title },
    });
    for (const member of [ALICE, BOB]) {
      expect(await received(member, title)).toEqual([
        expect.objectContaining({
          origin: 'plugin:scaffolder',
          payload: { title, severity: 'normal' },
        }),
      ]);
    }
    expect(await received(CAROL, title)).toEqual([]);
  });

  it('leaves out the users of excludeEntityRef', async () => {
    const title = uniqueTitle('Bob merged a change');
    await sendAsPlugin({
      recipients: {
        type: 'entity',
        entityRef: 'group:default/riders',
        excludeEntityRef: 'user:default/bob',
      },
      payload: { title },
    });
    expect(await received(ALICE, title)).toHaveLength(1);
    expect(await received(BOB, title)).toEqual([]);
  });

  it('broadcasts to everyone, as one notification of no user', async () => {
    const title = uniqueTitle('Maintenance at noon');
    await sendAsPlugin({ recipients: { type: 'broadcast' }, payload: { title } });
    const seen = [
      ...(await received(ALICE, title)),
      ...(await received(CAROL, title)),
      ...(await received(userToken('someone-new'), title)),
    ];
    expect(seen).toHaveLength(3);
    expect(new Set(seen.map(notification => notification.id)).size).toBe(1);
    expect(seen.every(notification => notification.user === null)).toBe(true);
  });

  it('keeps every field of the payload', async () => {
    const payload = {
      title: uniqueTitle('Build failed'),
      description: 'The main branch of rides no longer builds.',
      link: 'https://ci.example.com/rides/builds/42',
      severity: 'critical',
      topic: 'builds',
      scope: `build:${randomUUID()}`,
      icon: 'error',
    } as const;
    await sendAsPlugin({
      recipients: { type: 'entity', entityRef: 'user:default/carol' },
      payload,
    });
    const [notification] = await received(CAROL, payload.title);
    expect(notification?.payload).toEqual(payload);
    // Read by id too, as a page opened from the notification's signal does.
    const byId = await server.json<Notification>(
      `/api/notifications/notifications/${notification!.id}`,
      { token: CAROL },
    );
    expect(byId).toEqual({ status: 200, body: notification });
  });

  it('takes a link relative to the portal without its leading slash, as Backstage does', async () => {
    const title = uniqueTitle('rides has a new owner');
    await sendAsPlugin({
      recipients: { type: 'entity', entityRef: 'user:default/carol' },
      payload: { title, link: 'catalog/default/component/rides' },
    });
    const [notification] = await received(CAROL, title);
    expect(notification?.payload.link).toBe('/catalog/default/component/rides');
    await expect(
      sendAsPlugin({
        recipients: { type: 'entity', entityRef: 'user:default/carol' },
        payload: { title, link: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow('Request failed with status 400');
  });

  it("takes a payload carrying Backstage's free-form metadata", async () => {
    const title = uniqueTitle('Pull request opened');
    await sendAsPlugin({
      recipients: { type: 'entity', entityRef: 'user:default/carol' },
      payload: { title, metadata: { pullRequest: 17, labels: ['catalog'] } },
    });
    expect(await received(CAROL, title)).toEqual([
      expect.objectContaining({ payload: expect.objectContaining({ title }) }),
    ]);
  });

  it('replaces the earlier notification of the same scope: same id, new payload, unread', async () => {
    const scope = `parse:${randomUUID()}`;
    const recipients = { type: 'entity', entityRef: 'user:default/carol' } as const;
    const first = uniqueTitle('catalog-info.yaml does not parse');
    await sendAsPlugin({ recipients, payload: { title: first, scope, severity: 'high' } });
    const [earlier] = await received(CAROL, first);
    await server.json('/api/notifications/notifications/update', {
      method: 'POST',
      body: { ids: [earlier!.id], read: true },
      token: CAROL,
    });
    const second = uniqueTitle('catalog-info.yaml parses again');
    await sendAsPlugin({ recipients, payload: { title: second, scope } });
    expect(await received(CAROL, first)).toEqual([]);
    const [replaced] = await received(CAROL, second);
    expect(replaced).toEqual({
      id: earlier!.id,
      user: 'user:default/carol',
      created: earlier!.created,
      updated: expect.any(String),
      origin: 'plugin:scaffolder',
      payload: { title: second, scope, severity: 'normal' },
    });
  });

  it('takes a send from another Backstage backend holding an external access token', async () => {
    const external = DefaultNotificationService.create(
      senderServices(server.url, EXTERNAL_TOKEN, { baseUrlOf: [], tokenFor: [] }),
    );
    const title = uniqueTitle('Deployed to production');
    await external.send({
      recipients: { type: 'entity', entityRef: 'user:default/carol' },
      payload: { title, severity: 'low' },
    });
    expect((await received(CAROL, title)).map(notification => notification.origin)).toEqual([
      'external:backstage',
    ]);
  });

  it('rejects, as the sender reports it, what Atrium refuses', async () => {
    await expect(
      sendAsPlugin({ recipients: { type: 'broadcast' }, payload: { title: '' } }),
    ).rejects.toThrow('Failed to send notifications: Error: Request failed with status 400');
    const asUser = DefaultNotificationService.create(
      senderServices(server.url, ALICE, { baseUrlOf: [], tokenFor: [] }),
    );
    await expect(
      asUser.send({ recipients: { type: 'broadcast' }, payload: { title: 'x' } }),
    ).rejects.toThrow('Request failed with status 403');
  });
});
