import { CONNECT_POLL_MS } from '@atrium/plugin-signals/react';
import { FakeWebSocket } from '@atrium/plugin-signals/react/testing';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { NOTIFICATIONS_SIGNAL_CHANNEL, type NotificationsSignal } from '../../shared/contract';

/** The server accepts the socket; once the client notices, it subscribes to notifications. */
export async function openSignalsSocket(): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest();
  socket.open();
  await waitFor(
    () =>
      expect(socket.sent).toContainEqual({
        action: 'subscribe',
        channel: NOTIFICATIONS_SIGNAL_CHANNEL,
      }),
    { timeout: CONNECT_POLL_MS * 10 },
  );
  return socket;
}

/** Signals the arrival of notification `id`. */
export function signalNewNotification(socket: FakeWebSocket, id: string) {
  signalNotifications(socket, { action: 'new_notification', notification_id: id });
}

/** Sends one message on the notifications channel, as the server does. */
export function signalNotifications(socket: FakeWebSocket, message: NotificationsSignal) {
  act(() => socket.receive({ channel: NOTIFICATIONS_SIGNAL_CHANNEL, message }));
}
