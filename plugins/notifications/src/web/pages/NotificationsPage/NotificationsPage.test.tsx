import { FakeWebSocket } from '@atrium/plugin-signals/react/testing';
import { errorResponse } from '@atrium/web-core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../shared/contract';
import {
  MARK_READ_ERROR,
  NO_NOTIFICATIONS,
  NOTIFICATIONS_PAGE_SIZE,
} from '../../notificationsConstants';
import {
  createNotificationsBackend,
  notification,
  type NotificationsRoute,
} from '../../testing/createNotificationsBackend';
import { openSignalsSocket, signalNewNotification } from '../../testing/openSignalsSocket';
import { renderNotifications } from '../../testing/renderNotifications';
import { ALLOW_BROWSER_NOTIFICATIONS } from '../../components/BrowserNotificationsPermission/BrowserNotificationsPermission';
import { NotificationsPage } from './NotificationsPage';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
});

afterEach(() => vi.unstubAllGlobals());

interface RenderPageOptions {
  routes?: Record<string, NotificationsRoute>;
  totalCount?: number;
  /** Where the page opens; its query holds the filters. */
  url?: string;
}

function renderPage(
  list: (query: URLSearchParams) => Notification[] | Response,
  { routes = {}, totalCount, url = '/notifications' }: RenderPageOptions = {},
) {
  const backend = createNotificationsBackend({
    'GET /notifications': requestUrl => {
      const answer = list(requestUrl.searchParams);
      return answer instanceof Response
        ? answer
        : { totalCount: totalCount ?? answer.length, notifications: answer };
    },
    'GET /topics': () => ({ topics: ['builds', 'deploys'] }),
    'POST /notifications/update': (_url, body) =>
      (body as { ids: string[] }).ids.map(id => notification(id)),
    ...routes,
  });
  renderNotifications(<NotificationsPage />, { fetch: backend.fetch, url });
  return backend;
}

const listQueries = (backend: ReturnType<typeof renderPage>) =>
  backend
    .requestsTo('GET', '/notifications')
    .map(request => Object.fromEntries(request.url.searchParams));
const lastListQuery = (backend: ReturnType<typeof renderPage>) => listQueries(backend).at(-1)!;
const currentLocation = () => screen.getByRole('status', { name: 'Current location' }).textContent;

describe('NotificationsPage', () => {
  it('lists the unread notifications by default with their details', async () => {
    const backend = renderPage(() => [
      notification('n-1', {
        title: 'Build failed',
        description: 'The main branch is red',
        link: '/ci/builds/1',
        severity: 'critical',
        topic: 'builds',
      }),
    ]);
    const row = await screen.findByRole('listitem', { name: 'Build failed' });
    expect(within(row).getByRole('link', { name: 'Build failed' }).getAttribute('href')).toBe(
      '/ci/builds/1',
    );
    expect(within(row).getByText('The main branch is red')).toBeDefined();
    expect(within(row).getByText('Critical')).toBeDefined();
    expect(within(row).getByText('builds')).toBeDefined();
    expect(lastListQuery(backend)).toEqual({
      offset: '0',
      limit: String(NOTIFICATIONS_PAGE_SIZE),
      read: 'false',
    });
  });

  it('sends the view, search, created, severity and topic filters', async () => {
    const user = userEvent.setup();
    const backend = renderPage(() => []);
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'deploy');
    await user.click(screen.getByRole('combobox', { name: 'Created' }));
    await user.click(screen.getByRole('option', { name: 'Last 24 hours' }));
    await user.click(screen.getByRole('combobox', { name: 'Severity' }));
    await user.click(screen.getByRole('option', { name: 'High or more' }));
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(screen.getByRole('option', { name: 'deploys' }));

    // The search is asked once typing pauses, not for every key.
    expect(
      backend.requestsTo('GET', '/notifications').map(r => r.url.searchParams.get('search')),
    ).not.toContain('d');
    await waitFor(() =>
      expect(lastListQuery(backend)).toMatchObject({
        saved: 'true',
        search: 'deploy',
        minimumSeverity: 'high',
        topic: 'deploys',
      }),
    );
    const createdAfter = Date.parse(lastListQuery(backend).createdAfter!);
    expect(Date.now() - createdAfter).toBeGreaterThan(23.9 * 3_600_000);
    expect(Date.now() - createdAfter).toBeLessThan(24.1 * 3_600_000);
    expect(lastListQuery(backend)).not.toHaveProperty('read');
  });

  it('marks one notification read, and all shown unread ones with Mark all read', async () => {
    const user = userEvent.setup();
    const backend = renderPage(() => [
      notification('n-1', { title: 'First' }),
      notification('n-2', { title: 'Second' }),
    ]);
    await user.click(await screen.findByRole('button', { name: "Mark 'First' read" }));
    await waitFor(() =>
      expect(backend.requestsTo('POST', '/notifications/update').map(r => r.body)).toEqual([
        { ids: ['n-1'], read: true },
      ]),
    );
    await user.click(screen.getByRole('button', { name: "Save 'Second'" }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(backend.requestsTo('POST', '/notifications/update').map(r => r.body)).toEqual([
        { ids: ['n-1'], read: true },
        { ids: ['n-2'], saved: true },
        { ids: ['n-1', 'n-2'], read: true },
      ]),
    );
    // Each change reads the list again.
    await waitFor(() => expect(backend.requestsTo('GET', '/notifications')).toHaveLength(4));
  });

  it(`says '${MARK_READ_ERROR}' when marking fails`, async () => {
    const user = userEvent.setup();
    renderPage(() => [notification('n-1', { title: 'First' })], {
      routes: { 'POST /notifications/update': () => errorResponse(500, 'Error', 'Down') },
    });
    await user.click(await screen.findByRole('button', { name: "Mark 'First' read" }));
    expect(await screen.findByText(MARK_READ_ERROR)).toBeDefined();
  });

  it('pages on the server with offset and limit', async () => {
    const user = userEvent.setup();
    const backend = renderPage(
      query => [notification(`n-${query.get('offset')}`, { title: `From ${query.get('offset')}` })],
      { totalCount: 45 },
    );
    expect(await screen.findByText('1–20 of 45')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('From 20')).toBeDefined();
    expect(lastListQuery(backend)).toMatchObject({ offset: '20', limit: '20' });
    expect(screen.getByText('21–40 of 45')).toBeDefined();
    expect(currentLocation()).toBe('/notifications?page=2');
  });

  it('shows the error of the list, and reads it again on a new notification signal', async () => {
    let fail = true;
    const backend = renderPage(() =>
      fail
        ? errorResponse(500, 'Error', 'The database is down')
        : [notification('n-9', { title: 'Fresh' })],
    );
    expect(await screen.findByText('The database is down')).toBeDefined();
    const socket = await openSignalsSocket();
    fail = false;
    signalNewNotification(socket, 'n-9');
    expect(await screen.findByRole('listitem', { name: 'Fresh' })).toBeDefined();
    expect(backend.requestsTo('GET', '/notifications')).toHaveLength(2);
  });

  describe('filters in the URL', () => {
    it('opens with the filters of the URL and asks for them', async () => {
      const backend = renderPage(() => [notification('n-1', { title: 'Deploy failed' })], {
        totalCount: 45,
        url: '/notifications?view=saved&search=deploy&created=day&severity=high&topic=deploys&page=2',
      });
      expect(await screen.findByRole('listitem', { name: 'Deploy failed' })).toBeDefined();

      // The first request already carries them: the default list is never asked.
      const [first, ...others] = listQueries(backend);
      expect(first).toMatchObject({
        offset: '20',
        limit: '20',
        saved: 'true',
        search: 'deploy',
        minimumSeverity: 'high',
        topic: 'deploys',
      });
      expect(first).not.toHaveProperty('read');
      expect(Date.now() - Date.parse(first!.createdAfter!)).toBeGreaterThan(23.9 * 3_600_000);
      expect(others).toEqual([]);
      expect(screen.getByRole('tab', { name: 'Saved' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe(
        'deploy',
      );
      expect(screen.getByRole('combobox', { name: 'Created' }).textContent).toBe('Last 24 hours');
      expect(screen.getByRole('combobox', { name: 'Severity' }).textContent).toBe('High or more');
      expect(screen.getByRole('combobox', { name: 'Topic' }).textContent).toBe('deploys');
      expect(screen.getByText('21–40 of 45')).toBeDefined();
    });

    it('writes changed filters to the URL without the defaults, and Back restores them', async () => {
      const user = userEvent.setup();
      const backend = renderPage(() => [], { url: '/notifications?page=3' });
      expect(await screen.findByText(NO_NOTIFICATIONS)).toBeDefined();

      // A new filter goes back to the first page.
      await user.click(screen.getByRole('tab', { name: 'Saved' }));
      expect(currentLocation()).toBe('/notifications?view=saved');
      await user.click(screen.getByRole('combobox', { name: 'Severity' }));
      await user.click(screen.getByRole('option', { name: 'High or more' }));
      expect(currentLocation()).toBe('/notifications?view=saved&severity=high');
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'deploy');
      await waitFor(() =>
        expect(currentLocation()).toBe('/notifications?view=saved&severity=high&search=deploy'),
      );
      await user.click(screen.getByRole('tab', { name: 'Unread' }));
      expect(currentLocation()).toBe('/notifications?severity=high&search=deploy');

      // The search replaced its entry, so one step back is Saved with the severity and the search.
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(currentLocation()).toBe('/notifications?view=saved&severity=high&search=deploy');
      await user.click(screen.getByRole('button', { name: 'Browser back' }));
      expect(currentLocation()).toBe('/notifications?view=saved');
      expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('');
      expect(screen.getByRole('combobox', { name: 'Severity' }).textContent).not.toMatch(/or more/);
      await waitFor(() =>
        expect(lastListQuery(backend)).toEqual({ offset: '0', limit: '20', saved: 'true' }),
      );
    });

    it('falls back to the defaults for values it cannot read', async () => {
      const backend = renderPage(() => [notification('n-1', { title: 'First' })], {
        url: '/notifications?view=archived&severity=urgent&created=2026-13-45&page=-3',
      });
      expect(await screen.findByRole('listitem', { name: 'First' })).toBeDefined();
      expect(listQueries(backend)).toEqual([{ offset: '0', limit: '20', read: 'false' }]);
      expect(screen.getByRole('tab', { name: 'Unread' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(screen.getByRole('combobox', { name: 'Severity' }).textContent).not.toMatch(/or more/);
    });
  });

  it('offers to allow browser notifications in its header while the browser has not asked', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn() });
    renderPage(() => []);
    expect(await screen.findByRole('button', { name: ALLOW_BROWSER_NOTIFICATIONS })).toBeDefined();
  });
});
