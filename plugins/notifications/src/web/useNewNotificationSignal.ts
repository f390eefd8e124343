import type { NewNotificationSignal } from '../shared/contract';
import { useNotificationsSignal } from './useNotificationsSignal';

/** Calls `onSignal` for each `new_notification` signal; other actions of the channel are ignored. */
export function useNewNotificationSignal(onSignal: (signal: NewNotificationSignal) => void) {
  useNotificationsSignal(signal => {
    if (signal.action === 'new_notification') onSignal(signal);
  });
}
