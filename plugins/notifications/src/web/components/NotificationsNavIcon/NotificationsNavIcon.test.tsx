import { FakeWebSocket } from '@atrium/plugin-signals/react/testing';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsBackend } from '../../testing/createNotificationsBackend';
import {
  openSignalsSocket,
  signalNewNotification,
  signalNotifications,
} from '../../testing/openSignalsSocket';
import { renderNotifications } from '../../testing/renderNotifications';
import { NotificationsNavIcon } from './NotificationsNavIcon';

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeWebSocket);
  FakeWebSocket.instances = [];
});

afterEach(() => vi.unstubAllGlobals());

function renderIcon(unread: () => number) {
  const backend = createNotificationsBackend({
    'GET /status': () => ({ unread: unread(), read: 0 }),
  });
  renderNotifications(<NotificationsNavIcon />, { fetch: backend.fetch });
  return backend;
}

describe('NotificationsNavIcon', () => {
  it('shows the unread count, refreshed by each new notification signal', async () => {
    let unread = 3;
    const backend = renderIcon(() => unread);
    expect(await screen.findByText('3')).toBeDefined();
    // The badge is hidden from screen readers; the link's name carries the count instead.
    expect(screen.getByText('3 unread')).toBeDefined();

    const socket = await openSignalsSocket();
    unread = 4;
    signalNewNotification(socket, 'n-1');
    expect(await screen.findByText('4')).toBeDefined();
    expect(backend.requestsTo('GET', '/status')).toHaveLength(2);
  });

  it('refreshes the count when notifications are marked read or unread on another page', async () => {
    let unread = 2;
    const backend = renderIcon(() => unread);
    expect(await screen.findByText('2')).toBeDefined();

    const socket = await openSignalsSocket();
    unread = 1;
    signalNotifications(socket, { action: 'notification_read', notification_ids: ['n-1'] });
    expect(await screen.findByText('1')).toBeDefined();
    unread = 2;
    signalNotifications(socket, { action: 'notification_unread', notification_ids: ['n-1'] });
    expect(await screen.findByText('2')).toBeDefined();
    expect(backend.requestsTo('GET', '/status')).toHaveLength(3);
  });

  it("shows '99+' above 99", async () => {
    renderIcon(() => 120);
    expect(await screen.findByText('99+')).toBeDefined();
  });

  it('shows no count when everything is read', async () => {
    const backend = renderIcon(() => 0);
    await waitFor(() => expect(backend.requestsTo('GET', '/status')).toHaveLength(1));
    expect(screen.queryByText('0')).toBeNull();
  });
});
