import type { Entity } from '@atrium/model';
import { catalogEntitiesServiceRef } from '@atrium/plugin-catalog/node';
import { definePlugin, type Signal } from '@atrium/server-core';
import {
  describeEachDatabase,
  mockServiceToken,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type {
  Notification,
  NotificationSettings,
  NotificationStatus,
  NotificationsListResponse,
} from '../shared';
import { notificationsSenderRef, type NotificationsSender } from '../node';
import { notificationsPlugin } from './plugin';

const user = (name: string) => ({
  userEntityRef: `user:default/${name}`,
  ownershipEntityRefs: [`user:default/${name}`],
});
const ALICE = mockUserToken(user('alice'));
const BOB = mockUserToken(user('bob'));
const CAROL = mockUserToken(user('carol'));
const SERVICE = mockServiceToken('scaffolder');
const EXTERNAL_TOKEN = 'a-long-random-token-for-ci';

/** A catalog with one team of two and a component it owns. */
const ENTITIES: Entity[] = [
  {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Group',
    metadata: { name: 'riders', namespace: 'default' },
    spec: { type: 'team', children: [] },
    relations: [
      { type: 'hasMember', targetRef: 'user:default/alice' },
      { type: 'hasMember', targetRef: 'user:default/bob' },
    ],
  },
  {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'Component',
    metadata: { name: 'rides', namespace: 'default' },
    spec: { type: 'service', lifecycle: 'production', owner: 'group:default/riders' },
    relations: [{ type: 'ownedBy', targetRef: 'group:default/riders' }],
  },
];

const standIns = (signals: Signal[], found: (sender: NotificationsSender) => void) => [
  definePlugin({
    id: 'catalog-stand-in',
    provides: [catalogEntitiesServiceRef],
    setup({ provide }) {
      provide(catalogEntitiesServiceRef, {
        async getEntityByRef(ref) {
          return ENTITIES.find(
            entity => `${entity.kind}:default/${entity.metadata.name}`.toLowerCase() === ref,
          );
        },
        async getEntities() {
          return [];
        },
      });
    },
  }),
  definePlugin({
    id: 'recorder',
    deps: { sender: notificationsSenderRef },
    async setup({ signals: bus, deps }) {
      await bus.subscribe(signal => signals.push(signal));
      found(deps.sender);
    },
  }),
];

describeEachDatabase('the notifications API', database => {
  let server: TestServer;
  let sender: NotificationsSender;
  const signals: Signal[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      database,
      config: {
        backend: {
          auth: {
            externalAccess: [
              { type: 'static', options: { token: EXTERNAL_TOKEN, subject: 'ci-pipeline' } },
            ],
          },
        },
      },
      plugins: [notificationsPlugin, ...standIns(signals, found => (sender = found))],
    });
  });
  afterAll(() => server.stop());
  beforeEach(() => {
    signals.length = 0;
  });

  const send = (body: unknown, token = SERVICE) =>
    server.json<Notification[]>('/api/notifications/notifications', {
      method: 'POST',
      body,
      token,
    });
  const list = (query: string, token: string) =>
    server.json<NotificationsListResponse>(`/api/notifications/notifications${query}`, { token });

  it('sends to a user, who alone reads it, and signals their pages', async () => {
    const sent = await send({
      recipients: { type: 'entity', entityRef: 'user:default/carol' },
      payload: { title: 'Task finished', link: '/create/tasks/t-1', topic: 'tasks' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual([
      {
        id: expect.any(String),
        user: 'user:default/carol',
        created: expect.any(String),
        origin: 'plugin:scaffolder',
        payload: {
          title: 'Task finished',
          link: '/create/tasks/t-1',
          topic: 'tasks',
          severity: 'normal',
        },
      },
    ]);
    const id = sent.body[0]!.id;
    expect((await list('', CAROL)).body).toEqual({ totalCount: 1, notifications: sent.body });
    expect((await list('', BOB)).body.notifications.map(n => n.id)).not.toContain(id);
    const other = await server.json(`/api/notifications/notifications/${id}`, { token: BOB });
    expect(other.status).toBe(404);
    expect(signals).toContainEqual({
      recipients: { type: 'user', entityRef: ['user:default/carol'] },
      channel: 'notifications',
      message: { action: 'new_notification', notification_id: id },
    });
  });

  it('reaches the members of a group, and the owners of an entity, less those excluded', async () => {
    const toGroup = await send({
      recipients: { type: 'entity', entityRef: ['group:default/riders'] },
      payload: { title: 'Team news' },
    });
    expect(toGroup.body.map(n => n.user).sort()).toEqual([
      'user:default/alice',
      'user:default/bob',
    ]);
    const toOwners = await send({
      recipients: {
        type: 'entity',
        entityRef: 'component:default/rides',
        excludeEntityRef: 'user:default/bob',
      },
      payload: { title: 'rides failed to build', severity: 'high' },
    });
    expect(toOwners.body.map(n => n.user)).toEqual(['user:default/alice']);
    // An excluded group is not followed: its members are left out too.
    const lessTheTeam = await send({
      recipients: {
        type: 'entity',
        entityRef: ['user:default/carol', 'group:default/riders'],
        excludeEntityRef: ['group:default/riders'],
      },
      payload: { title: 'Only for carol' },
    });
    expect(lessTheTeam.body.map(n => n.user)).toEqual(['user:default/carol']);
  });

  it('marks read and saved per user, counts the status, and a broadcast reaches everyone', async () => {
    const [broadcast] = (
      await send({ recipients: { type: 'broadcast' }, payload: { title: 'Maintenance at noon' } })
    ).body;
    expect(broadcast!.user).toBeNull();
    const before = await server.json<NotificationStatus>('/api/notifications/status', {
      token: ALICE,
    });
    const updated = await server.json<Notification[]>('/api/notifications/notifications/update', {
      method: 'POST',
      body: { ids: [broadcast!.id], read: true, saved: true },
      token: ALICE,
    });
    expect(updated.body).toEqual([
      expect.objectContaining({
        id: broadcast!.id,
        read: expect.any(String),
        saved: expect.any(String),
      }),
    ]);
    const after = await server.json<NotificationStatus>('/api/notifications/status', {
      token: ALICE,
    });
    expect(after.body).toEqual({
      unread: before.body.unread - 1,
      read: before.body.read + 1,
    });
    // Alice's other pages hear it, as Backstage's signal it.
    expect(signals).toContainEqual({
      recipients: { type: 'user', entityRef: ['user:default/alice'] },
      channel: 'notifications',
      message: { action: 'notification_read', notification_ids: [broadcast!.id] },
    });
    await server.json('/api/notifications/notifications/update', {
      method: 'POST',
      body: { ids: [broadcast!.id], read: false },
      token: ALICE,
    });
    expect(signals).toContainEqual({
      recipients: { type: 'user', entityRef: ['user:default/alice'] },
      channel: 'notifications',
      message: { action: 'notification_unread', notification_ids: [broadcast!.id] },
    });
    await server.json('/api/notifications/notifications/update', {
      method: 'POST',
      body: { ids: [broadcast!.id], read: true },
      token: ALICE,
    });
    // Bob still has it unread.
    const bobs = await list('?read=false', BOB);
    expect(bobs.body.notifications.map(n => n.id)).toContain(broadcast!.id);
    expect((await list('?saved=true', ALICE)).body.notifications.map(n => n.id)).toEqual([
      broadcast!.id,
    ]);
  });

  it('replaces the earlier notification of the same scope and origin, unread again', async () => {
    const payload = { title: 'catalog-info.yaml does not parse', scope: 'parse:rides' };
    const recipients = { type: 'entity', entityRef: 'user:default/carol' };
    const [first] = (await send({ recipients, payload })).body;
    await server.json('/api/notifications/notifications/update', {
      method: 'POST',
      body: { ids: [first!.id], read: true },
      token: CAROL,
    });
    const [second] = (
      await send({ recipients, payload: { ...payload, title: 'catalog-info.yaml parses again' } })
    ).body;
    expect(second!.id).toBe(first!.id);
    const stored = await server.json<Notification>(
      `/api/notifications/notifications/${first!.id}`,
      { token: CAROL },
    );
    expect(stored.body.payload.title).toBe('catalog-info.yaml parses again');
    expect(stored.body.updated).toEqual(expect.any(String));
    expect(stored.body.read).toBeUndefined();
  });

  it('filters, orders and pages a list, and answers its topics', async () => {
    // Broadcasts of the tests before reach Dave too: only what was sent from here on counts.
    const since = `&createdAfter=${encodeURIComponent(new Date(Date.now() - 1).toISOString())}`;
    for (const [title, severity, topic] of [
      ['low one', 'low', 'builds'],
      ['critical one', 'critical', 'alerts'],
      ['high 100% one', 'high', 'builds'],
    ] as const) {
      await sender.send('techdocs', {
        recipients: { type: 'entity', entityRef: 'user:default/dave' },
        payload: { title, severity, topic },
      });
    }
    const DAVE = mockUserToken(user('dave'));
    const titles = async (query: string) =>
      (await list(query, DAVE)).body.notifications.map(n => n.payload.title);
    expect(await titles(`?minimumSeverity=high&orderField=title,asc${since}`)).toEqual([
      'critical one',
      'high 100% one',
    ]);
    expect(await titles(`?search=100%25${since}`)).toEqual(['high 100% one']);
    // Sent within a millisecond or two: ordered by title, not by time.
    expect(await titles(`?topic=builds&orderField=title,desc${since}`)).toEqual([
      'low one',
      'high 100% one',
    ]);
    const page = await list(`?orderField=title,asc&offset=1&limit=1${since}`, DAVE);
    expect(page.body.totalCount).toBe(3);
    expect(page.body.notifications.map(n => n.payload.title)).toEqual(['high 100% one']);
    expect((await server.json('/api/notifications/topics', { token: DAVE })).body).toEqual({
      topics: ['alerts', 'builds'],
    });
    expect(
      (await server.json('/api/notifications/notifications?origin=x', { token: DAVE })).status,
    ).toBe(200);
  });

  it('keeps what a user turned off in settings from reaching them', async () => {
    const ERIN = mockUserToken(user('erin'));
    await sender.send('catalog', {
      recipients: { type: 'entity', entityRef: 'user:default/erin' },
      payload: { title: 'first', topic: 'parsing' },
    });
    const settings = await server.json<NotificationSettings>('/api/notifications/settings', {
      token: ERIN,
    });
    // Every origin she has notifications from, broadcasts included, enabled by default.
    expect(settings.body.channels.map(channel => channel.id)).toEqual(['Web']);
    expect(settings.body.channels[0]!.origins).toContainEqual({
      id: 'plugin:catalog',
      enabled: true,
      topics: [{ id: 'parsing', enabled: true }],
    });
    const off: NotificationSettings = {
      channels: [
        {
          id: 'Web',
          origins: [
            { id: 'plugin:catalog', enabled: true, topics: [{ id: 'parsing', enabled: false }] },
          ],
        },
      ],
    };
    const saved = await server.json('/api/notifications/settings', {
      method: 'POST',
      body: off,
      token: ERIN,
    });
    expect(saved).toEqual({ status: 200, body: off });
    const sent = await sender.send('catalog', {
      recipients: { type: 'entity', entityRef: 'user:default/erin' },
      payload: { title: 'second', topic: 'parsing' },
    });
    expect(sent).toEqual([]);
    const other = await sender.send('catalog', {
      recipients: { type: 'entity', entityRef: 'user:default/erin' },
      payload: { title: 'third', topic: 'ownership' },
    });
    expect(other).toHaveLength(1);
  });

  it('takes a notification from an external caller with an access token', async () => {
    const sent = await send(
      {
        recipients: { type: 'entity', entityRef: 'user:default/carol' },
        payload: { title: 'Deployed to production', severity: 'low' },
      },
      EXTERNAL_TOKEN,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.map(n => n.origin)).toEqual(['external:ci-pipeline']);
  });

  it('lets only services send and only users read', async () => {
    const byUser = await send(
      { recipients: { type: 'broadcast' }, payload: { title: 'x' } },
      ALICE,
    );
    expect(byUser.status).toBe(403);
    const byService = await server.json('/api/notifications/status', { token: SERVICE });
    expect(byService.status).toBe(403);
    expect((await server.json('/api/notifications/status', { token: null })).status).toBe(401);
  });

  it('answers 400 in the standard body for what is out of shape', async () => {
    const bad = [
      await send({ recipients: { type: 'broadcast' }, payload: {} }),
      await send({ recipients: { type: 'team' }, payload: { title: 'x' } }),
      await send({
        recipients: { type: 'broadcast' },
        payload: { title: 'x', link: 'javascript:alert(1)' },
      }),
      await send({ recipients: { type: 'entity', entityRef: 'no-kind' }, payload: { title: 'x' } }),
      await list('?orderField=password,asc', ALICE),
      await list('?limit=5000', ALICE),
      await list('?createdAfter=yesterday', ALICE),
      await list('?minimumSeverity=urgent', ALICE),
      await list('?read=maybe', ALICE),
      await server.json('/api/notifications/settings', {
        method: 'POST',
        body: { channels: [{ id: 'Pigeon', origins: [] }] },
        token: ALICE,
      }),
      await server.json('/api/notifications/notifications/update', {
        method: 'POST',
        body: { ids: 'all' },
        token: ALICE,
      }),
    ];
    for (const answer of bad) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({
        error: { name: 'InputError', message: expect.any(String) },
        response: { statusCode: 400 },
      });
    }
  });
});
