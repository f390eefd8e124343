import { collectWebExtensions, createApiClient } from '@atrium/web-core';
import { guestSessions } from '@atrium/web-core/testing';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsListQueryOptions } from './api/notificationsQueries';
import { DEFAULT_FILTERS, toListRequest } from './pages/NotificationsPage/notificationsFilters';
import { notificationsWebPlugin } from './plugin';
import { createNotificationsBackend, notification } from './testing/createNotificationsBackend';

describe('notificationsWebPlugin', () => {
  it('adds the page, its sidebar entry, the settings tab and the app-wide elements', () => {
    const extensions = collectWebExtensions([notificationsWebPlugin]);
    expect(notificationsWebPlugin.routes.map(route => route.path)).toEqual(['/notifications']);
    expect(extensions.navItems).toMatchObject([
      { title: 'Notifications', to: '/notifications', section: 'bottom' },
    ]);
    expect(extensions.settingsTabs.map(tab => tab.title)).toEqual(['Notifications']);
    expect(extensions.appElements.map(item => item.id)).toEqual([
      'notifications.snackbar',
      'notifications.title',
    ]);
  });

  it("prefetches the default view's list as the page asks it", async () => {
    const backend = createNotificationsBackend({
      'GET /notifications': () => ({ totalCount: 1, notifications: [notification('n-1')] }),
      'GET /topics': () => ({ topics: [] }),
    });
    const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch });
    const queryClient = new QueryClient();
    await notificationsWebPlugin.routes[0]!.prefetch!({
      params: {},
      searchParams: new URLSearchParams(),
      queryClient,
      api,
      sessions: guestSessions(),
    });
    const cached = queryClient.getQueryData(
      notificationsListQueryOptions(api, toListRequest(DEFAULT_FILTERS)).queryKey,
    );
    expect(cached?.notifications.map(({ id }) => id)).toEqual(['n-1']);
  });

  it('prefetches the list of the filters in the URL', async () => {
    const backend = createNotificationsBackend({
      'GET /notifications': () => ({ totalCount: 21, notifications: [notification('n-21')] }),
      'GET /topics': () => ({ topics: [] }),
    });
    const api = createApiClient({ baseUrl: 'http://localhost:7007', fetch: backend.fetch });
    const queryClient = new QueryClient();
    await notificationsWebPlugin.routes[0]!.prefetch!({
      params: {},
      searchParams: new URLSearchParams('view=saved&topic=builds&page=2'),
      queryClient,
      api,
      sessions: guestSessions(),
    });
    expect(
      Object.fromEntries(backend.requestsTo('GET', '/notifications')[0]!.url.searchParams),
    ).toEqual({ offset: '20', limit: '20', saved: 'true', topic: 'builds' });
    const cached = queryClient.getQueryData(
      notificationsListQueryOptions(
        api,
        toListRequest({ ...DEFAULT_FILTERS, view: 'saved', topic: 'builds', offset: 20 }),
      ).queryKey,
    );
    expect(cached?.notifications.map(({ id }) => id)).toEqual(['n-21']);
  });
});
