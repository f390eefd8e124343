export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Alert {
  id: number;
  message: string;
  severity: AlertSeverity;
  /** Transient alerts close by themselves after TRANSIENT_ALERT_MS (spec 001 §9). */
  display: 'permanent' | 'transient';
}

export const TRANSIENT_ALERT_MS = 5_000;

/** Alerts are queued: the oldest shows first; closing it shows the next (spec 001 §4). */
export interface AlertQueueState {
  alerts: Alert[];
  nextId: number;
}

export type AlertQueueAction =
  | { type: 'post'; message: string; severity: AlertSeverity; display: Alert['display'] }
  | { type: 'close'; id: number };

export const emptyAlertQueue: AlertQueueState = { alerts: [], nextId: 1 };

export function alertQueueReducer(
  state: AlertQueueState,
  action: AlertQueueAction,
): AlertQueueState {
  if (action.type === 'post') {
    const alert: Alert = {
      id: state.nextId,
      message: action.message,
      severity: action.severity,
      display: action.display,
    };
    return { alerts: [...state.alerts, alert], nextId: state.nextId + 1 };
  }
  return { ...state, alerts: state.alerts.filter(alert => alert.id !== action.id) };
}
