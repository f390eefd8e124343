import { useSignal } from '@atrium/plugin-signals/react';
import { useEffect, useEffectEvent } from 'react';
import { NOTIFICATIONS_SIGNAL_CHANNEL, type NotificationsSignal } from '../shared/contract';

/**
 * Calls `onSignal` for each signal of the `notifications` channel: a new notification, or some
 * marked read or unread on another of the person's pages.
 */
export function useNotificationsSignal(onSignal: (signal: NotificationsSignal) => void) {
  const { lastSignal } = useSignal<NotificationsSignal>(NOTIFICATIONS_SIGNAL_CHANNEL);
  // An effect event, so a caller's inline callback does not replay the last signal on re-render.
  const handle = useEffectEvent(onSignal);
  useEffect(() => {
    if (lastSignal) handle(lastSignal);
  }, [lastSignal]);
}
