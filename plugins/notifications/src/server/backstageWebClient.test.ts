/**
 * The requests Backstage's web client makes, replayed against Atrium. Recorded from
 * `NotificationsClient` of `@backstage/plugin-notifications` 0.6.2 and the components that call it
 * (the notifications page, its filters, the sidebar item, the unread card, the settings card):
 *
 * - Every call is `<discovery base URL of notifications><path>`, through the app's fetch (which adds
 *   the user's bearer token); an answer that is not ok is an error, any other is read as JSON.
 * - `GET /notifications?<query>`: `limit` and `offset` in base 10, `orderField` as
 *   `<created|topic|origin>,<asc|desc>` (`desc` when no order is given), `search` (left out when
 *   empty), `read` and `saved` as `true`/`false`, `createdAfter` as `Date.toISOString()`,
 *   `minimumSeverity`, `topic`; written in that order with `URLSearchParams` (so `,` is `%2C`, `:` is
 *   `%3A`, a space `+`), and the `?` is there even when nothing follows. Answer read:
 *   `{ notifications, totalCount }`.
 * - `GET /topics?<query>`: only `search`, `read`, `saved`, `createdAfter`, `minimumSeverity` (the
 *   page hands it its list options; the rest are not written). Answer read: `{ topics }`.
 * - `GET /notifications/<encodeURIComponent(id)>`: one notification (the sidebar, on a
 *   `new_notification` signal).
 * - `GET /status`: `{ unread, read }`.
 * - `POST /notifications/update`, JSON `{ ids, read?, saved? }`: the notifications.
 * - `GET /settings`, and `POST /settings` with what GET answered, one switch changed (an origin
 *   switched sets all its topics alike): `{ channels: [{ id, origins: [{ id, enabled, topics? }] }] }`.
 * - The page starts with 5 a page, unread only, newest first, `minimumSeverity=low`; its sorts are
 *   newest (`created,desc`), oldest (`created,asc`), `topic,asc` and `origin,asc`; its created
 *   filter is the last 24 hours or week. The unread card asks for `limit`, `read=false`, newest
 *   first; "mark all read" lists `read=false` and updates those ids.
 * - Of a notification the components read `id`, `user`, `created`, `read`, `saved`, `origin` and
 *   `payload` (`title`, `description`, `link`, `severity`, `topic`, `icon`).
 */
import {
  describeEachDatabase,
  mockServiceToken,
  mockUserToken,
  startTestServer,
  type TestServer,
} from '@atrium/server-core/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Notification,
  NotificationSendOptions,
  NotificationSettings,
  NotificationStatus,
  NotificationsListResponse,
} from '../shared';
import { notificationsPlugin } from './plugin';

const DANA = mockUserToken({
  userEntityRef: 'user:default/dana',
  ownershipEntityRefs: ['user:default/dana'],
});

/** Sent to Dana one after another, so each is created later than the one before. */
const SENT: Array<[origin: string, payload: NotificationSendOptions['payload']]> = [
  ['ci', { title: 'low one', severity: 'low', topic: 'builds' }],
  ['monitoring', { title: 'critical one', severity: 'critical', topic: 'alerts', icon: 'alert' }],
  [
    'ci',
    {
      title: 'high one',
      description: 'The build failed on main',
      link: '/catalog/default/component/rides',
      severity: 'high',
      topic: 'builds',
    },
  ],
];

/** A date the way the client writes `createdAfter`: `toISOString()`, then form-encoded. */
const createdAfter = (msAgo: number) =>
  encodeURIComponent(new Date(Date.now() - msAgo).toISOString());
const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase("Backstage's web notifications client", database => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database, plugins: [notificationsPlugin] });
    for (const [origin, payload] of SENT) {
      const sent = await server.json('/api/notifications/notifications', {
        method: 'POST',
        body: { recipients: { type: 'entity', entityRef: 'user:default/dana' }, payload },
        token: mockServiceToken(origin),
      });
      expect(sent.status).toBe(200);
      // Apart in time, so ordering by creation is not a tie.
      await new Promise(resolve => setTimeout(resolve, 15));
    }
  });
  afterAll(() => server.stop());

  /** One call as the client makes it: Dana's token, JSON when there is a body, JSON read back. */
  async function call<T>(path: string, body?: unknown): Promise<T> {
    const response = await server.request(`/api/notifications${path}`, {
      token: DANA,
      ...(body === undefined
        ? {}
        : {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { 'Content-Type': 'application/json' },
          }),
    });
    const text = await response.text();
    expect(response.ok, `${path} answered ${response.status}: ${text}`).toBe(true);
    expect(response.headers.get('content-type')).toContain('application/json');
    return JSON.parse(text) as T;
  }
  const list = (query: string) => call<NotificationsListResponse>(`/notifications?${query}`);
  const titles = async (query: string) =>
    (await list(query)).notifications.map(notification => notification.payload.title);

  it("answers the page's first list, its status and its topics", async () => {
    const page = await list(
      'limit=5&offset=0&orderField=created%2Cdesc&read=false&minimumSeverity=low',
    );
    expect(page.totalCount).toBe(3);
    expect(page.notifications.map(notification => notification.payload.title)).toEqual([
      'high one',
      'critical one',
      'low one',
    ]);
    for (const notification of page.notifications) {
      expect(notification).toEqual({
        id: expect.any(String),
        user: 'user:default/dana',
        created: expect.any(String),
        origin: expect.stringMatching(/^plugin:(ci|monitoring)$/),
        payload: expect.objectContaining({
          title: expect.any(String),
          severity: expect.any(String),
        }),
      });
      expect(new Date(notification.created).toISOString()).toBe(notification.created);
    }
    expect(page.notifications[0]!.payload).toEqual({ ...SENT[2]![1] });
    expect(await call<NotificationStatus>('/status')).toEqual({ unread: 3, read: 0 });
    expect(await call('/topics?read=false&minimumSeverity=low')).toEqual({
      topics: ['alerts', 'builds'],
    });
  });

  it('answers a call with nothing after the ?', async () => {
    expect((await list('')).totalCount).toBe(3);
    expect(await call('/topics?')).toEqual({ topics: ['alerts', 'builds'] });
  });

  it('filters as every filter of the page writes it', async () => {
    const all = `read=false&createdAfter=${createdAfter(DAY_MS)}&minimumSeverity=high`;
    expect(
      await titles(
        `limit=5&offset=0&orderField=created%2Casc&search=build+failed&${all}&topic=builds`,
      ),
    ).toEqual(['high one']);
    expect(await titles(`limit=5&offset=0&orderField=created%2Casc&${all}`)).toEqual([
      'critical one',
      'high one',
    ]);
    expect(await call(`/topics?search=build+failed&${all}`)).toEqual({ topics: ['builds'] });
    const lastWeek = `createdAfter=${createdAfter(7 * DAY_MS)}&minimumSeverity=low`;
    expect((await list(`limit=5&offset=0&orderField=created%2Cdesc&${lastWeek}`)).totalCount).toBe(
      3,
    );
    // Created before now: nothing is newer.
    expect((await list(`createdAfter=${createdAfter(-DAY_MS)}`)).totalCount).toBe(0);
  });

  it('sorts by topic and by origin, and pages', async () => {
    const byTopic = await titles('limit=5&offset=0&orderField=topic%2Casc&minimumSeverity=low');
    expect(byTopic[0]).toBe('critical one');
    const byOrigin = await titles('limit=5&offset=0&orderField=origin%2Casc&minimumSeverity=low');
    expect(byOrigin[2]).toBe('critical one');
    const second = await list('limit=1&offset=1&orderField=created%2Cdesc&minimumSeverity=low');
    expect(second.totalCount).toBe(3);
    expect(second.notifications.map(notification => notification.payload.title)).toEqual([
      'critical one',
    ]);
    // The unread card: a limit, newest first, unread only.
    expect(await titles('limit=2&orderField=created%2Cdesc&read=false')).toEqual([
      'high one',
      'critical one',
    ]);
  });

  it('reads one by id, marks it read and saved, and back, as the sidebar and the table do', async () => {
    const [newest] = (await list('limit=1&orderField=created%2Cdesc')).notifications;
    const id = newest!.id;
    expect(await call(`/notifications/${encodeURIComponent(id)}`)).toEqual(newest);

    const read = await call<Notification[]>('/notifications/update', { ids: [id], read: true });
    expect(read).toEqual([{ ...newest, read: expect.any(String) }]);
    expect(new Date(read[0]!.read!).toISOString()).toBe(read[0]!.read);
    expect(await call('/status')).toEqual({ unread: 2, read: 1 });
    expect(await titles('read=true')).toEqual(['high one']);

    const saved = await call<Notification[]>('/notifications/update', { ids: [id], saved: true });
    expect(saved).toEqual([{ ...newest, read: read[0]!.read, saved: expect.any(String) }]);
    expect(await titles('saved=true')).toEqual(['high one']);
    expect(await titles('saved=false&read=false')).toEqual(['critical one', 'low one']);

    const undone = await call<Notification[]>('/notifications/update', {
      ids: [id],
      read: false,
      saved: false,
    });
    expect(undone).toEqual([newest]);
    expect(await call('/status')).toEqual({ unread: 3, read: 0 });
  });

  it('answers and saves settings as the settings card sends them', async () => {
    const settings = await call<NotificationSettings>('/settings');
    expect(settings.channels.map(channel => channel.id)).toEqual(['Web']);
    const origins = settings.channels[0]!.origins;
    expect(origins).toEqual(
      expect.arrayContaining([
        { id: 'plugin:ci', enabled: true, topics: [{ id: 'builds', enabled: true }] },
        { id: 'plugin:monitoring', enabled: true, topics: [{ id: 'alerts', enabled: true }] },
      ]),
    );
    // The card switches an origin off with all its topics, keeping the rest as it got them.
    const switched: NotificationSettings = {
      channels: settings.channels.map(channel => ({
        ...channel,
        origins: channel.origins.map(origin =>
          origin.id === 'plugin:ci'
            ? {
                ...origin,
                enabled: false,
                topics: (origin.topics ?? []).map(topic => ({ ...topic, enabled: false })),
              }
            : origin,
        ),
      })),
    };
    expect(await call('/settings', switched)).toEqual(switched);
    expect(await call('/settings')).toEqual(switched);
    const sent = await server.json<Notification[]>('/api/notifications/notifications', {
      method: 'POST',
      body: {
        recipients: { type: 'entity', entityRef: 'user:default/dana' },
        payload: { title: 'muted', topic: 'builds' },
      },
      token: mockServiceToken('ci'),
    });
    expect(sent.body).toEqual([]);
    expect(await call('/settings', settings)).toEqual(settings);
  });

  it('marks all read as the table does: the unread ones listed, then their ids updated', async () => {
    const unread = await list('read=false');
    const ids = unread.notifications.map(notification => notification.id);
    const updated = await call<Notification[]>('/notifications/update', { ids, read: true });
    expect(updated.map(notification => notification.id).sort()).toEqual([...ids].sort());
    expect(updated.every(notification => typeof notification.read === 'string')).toBe(true);
    expect(await call('/status')).toEqual({ unread: 0, read: ids.length });
    // With nothing unread the table sends an empty list of ids.
    expect(await call('/notifications/update', { ids: [], read: true })).toEqual([]);
  });

  it('reads a broadcast by the id of its signal, and answers an unknown id as an error body', async () => {
    const [broadcast] = (
      await server.json<Notification[]>('/api/notifications/notifications', {
        method: 'POST',
        body: { recipients: { type: 'broadcast' }, payload: { title: 'Maintenance at noon' } },
        token: mockServiceToken('ops'),
      })
    ).body;
    expect(await call(`/notifications/${encodeURIComponent(broadcast!.id)}`)).toEqual({
      ...broadcast,
      user: null,
    });
    // What the client's error reads: a JSON body with the error's name and message.
    const unknown = await server.json(
      `/api/notifications/notifications/${encodeURIComponent('no such id')}`,
      {
        token: DANA,
      },
    );
    expect(unknown).toEqual({
      status: 404,
      body: expect.objectContaining({
        error: expect.objectContaining({ name: 'NotFoundError', message: expect.any(String) }),
        response: { statusCode: 404 },
      }),
    });
  });
});
