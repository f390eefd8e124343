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
import { NotificationsPage } from './NotificationsPage';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(
  list: (query: URLSearchParams) => Notification[] | Response,
  routes: Record<string, NotificationsRoute> = {},
  totalCount?: number,
) {
  const backend = createNotificationsBackend({
    'GET /notifications': url => {
      const answer = list(url.searchParams);
      return answer instanceof Response
        ? answer
        : { totalCount: totalCount ?? answer.length, notifications: answer };
    },
    'GET /topics': () => ({ topics: ['builds', 'deploys'] }),
    'POST /notifications/update': (_url, body) =>
      (body as { ids: string[] }).ids.map(id => notification(id)),
    ...routes,
  });
  renderNotifications(<NotificationsPage />, { fetch: backend.fetch });
  return backend;
}

const lastListQuery = (backend: ReturnType<typeof renderPage>) =>
  Object.fromEntries(backend.requestsTo('GET', '/notifications').at(-1)!.url.searchParams);

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
      'POST /notifications/update': () => errorResponse(500, 'Error', 'Down'),
    });
    await user.click(await screen.findByRole('button', { name: "Mark 'First' read" }));
    expect(await screen.findByText(MARK_READ_ERROR)).toBeDefined();
  });

  it('pages on the server with offset and limit', async () => {
    const user = userEvent.setup();
    const backend = renderPage(
      query => [notification(`n-${query.get('offset')}`, { title: `From ${query.get('offset')}` })],
      {},
      45,
    );
    expect(await screen.findByText('1–20 of 45')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('From 20')).toBeDefined();
    expect(lastListQuery(backend)).toMatchObject({ offset: '20', limit: '20' });
    expect(screen.getByText('21–40 of 45')).toBeDefined();
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
});
