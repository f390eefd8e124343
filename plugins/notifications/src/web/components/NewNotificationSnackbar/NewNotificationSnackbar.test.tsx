import { FakeWebSocket } from '@atrium/plugin-signals/react/testing';
import { errorResponse } from '@atrium/web-core/testing';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FETCH_NOTIFICATION_ERROR } from '../../notificationsConstants';
import {
  createNotificationsBackend,
  notification,
  type NotificationsRoute,
} from '../../testing/createNotificationsBackend';
import { openSignalsSocket, signalNewNotification } from '../../testing/openSignalsSocket';
import { renderNotifications } from '../../testing/renderNotifications';
import { NewNotificationSnackbar } from './NewNotificationSnackbar';

const longTitle = 'The nightly build of the payments service failed on the main branch';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static titles: string[] = [];
  constructor(title: string) {
    FakeNotification.titles.push(title);
  }
}

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('Notification', FakeNotification);
  FakeWebSocket.instances = [];
  FakeNotification.titles = [];
  FakeNotification.permission = 'granted';
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The hidden tab of one test must not leak into the next.
  vi.restoreAllMocks();
});

async function renderSnackbar(answer: NotificationsRoute) {
  const backend = createNotificationsBackend({ 'GET /notifications/:id': answer });
  renderNotifications(<NewNotificationSnackbar />, { fetch: backend.fetch });
  return { backend, socket: await openSignalsSocket() };
}

describe('NewNotificationSnackbar', () => {
  it('shows the new notification with its title cut at 50 characters and its link', async () => {
    const { backend, socket } = await renderSnackbar(() =>
      notification('n-1', { title: longTitle, link: '/catalog/default/component/payments' }),
    );
    signalNewNotification(socket, 'n-1');

    expect(await screen.findByText(`${longTitle.slice(0, 50)}…`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'View notification' }).getAttribute('href')).toBe(
      '/catalog/default/component/payments',
    );
    expect(backend.requestsTo('GET', '/notifications/n-1')).toHaveLength(1);
    // The tab is visible: no system notification.
    expect(FakeNotification.titles).toEqual([]);
  });

  it('also shows a system notification while the tab is hidden and they are allowed', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { socket } = await renderSnackbar(() => notification('n-2', { title: 'Deployed' }));
    signalNewNotification(socket, 'n-2');

    expect(await screen.findByText('Deployed')).toBeDefined();
    expect(FakeNotification.titles).toEqual(['Deployed']);
  });

  it.each(['default', 'denied'] as const)(
    'shows no system notification while the tab is hidden and permission is %s',
    async permission => {
      FakeNotification.permission = permission;
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const { socket } = await renderSnackbar(() => notification('n-4', { title: 'Queued' }));
      signalNewNotification(socket, 'n-4');

      expect(await screen.findByText('Queued')).toBeDefined();
      expect(FakeNotification.titles).toEqual([]);
    },
  );

  it('shows only the snackbar in a browser without system notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { socket } = await renderSnackbar(() => notification('n-5', { title: 'Merged' }));
    signalNewNotification(socket, 'n-5');
    expect(await screen.findByText('Merged')).toBeDefined();
  });

  it(`says '${FETCH_NOTIFICATION_ERROR}' when the notification cannot be read`, async () => {
    const { socket } = await renderSnackbar(() =>
      errorResponse(500, 'Error', 'The database is down'),
    );
    signalNewNotification(socket, 'n-3');
    expect(await screen.findByText(FETCH_NOTIFICATION_ERROR)).toBeDefined();
  });
});
