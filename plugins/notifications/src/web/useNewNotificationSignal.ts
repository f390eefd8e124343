import { useSignal } from '@atrium/plugin-signals/react';
import { useEffect, useEffectEvent } from 'react';
import { NOTIFICATIONS_SIGNAL_CHANNEL, type NewNotificationSignal } from '../shared/contract';

/** Calls `onSignal` for each `new_notification` signal; other actions of the channel are ignored. */
export function useNewNotificationSignal(onSignal: (signal: NewNotificationSignal) => void) {
  const { lastSignal } = useSignal<NewNotificationSignal>(NOTIFICATIONS_SIGNAL_CHANNEL);
  // An effect event, so a caller's inline callback does not replay the last signal on re-render.
  const handle = useEffectEvent(onSignal);
  useEffect(() => {
    if (lastSignal?.action === 'new_notification') handle(lastSignal);
  }, [lastSignal]);
}
