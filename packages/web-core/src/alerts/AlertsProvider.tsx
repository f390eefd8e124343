import MuiAlert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import {
  alertQueueReducer,
  emptyAlertQueue,
  TRANSIENT_ALERT_MS,
  type Alert,
  type AlertSeverity,
} from './alertQueue';
import type { ErrorChannel } from './createErrorChannel';

export interface PostAlertOptions {
  severity?: AlertSeverity;
  display?: Alert['display'];
}

interface AlertsContextValue {
  post(message: string, options?: PostAlertOptions): void;
}

const AlertsContext = createContext<AlertsContextValue | undefined>(undefined);

/** Posts an alert (error messages, confirmations) to the app's one alert display. */
export function useAlerts(): AlertsContextValue {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts needs an AlertsProvider above it');
  return value;
}

/**
 * Shows the oldest queued alert with a count of those waiting; a transient one closes itself
 * after 5 s, the close button removes the current one.
 */
export function AlertsProvider({
  errors,
  children,
}: {
  /** Errors posted there are shown as alerts too (spec 001 §8). */
  errors?: ErrorChannel;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(alertQueueReducer, emptyAlertQueue);
  const post = useCallback((message: string, options: PostAlertOptions = {}) => {
    dispatch({
      type: 'post',
      message,
      severity: options.severity ?? 'info',
      display: options.display ?? 'permanent',
    });
  }, []);
  const value = useMemo(() => ({ post }), [post]);

  useEffect(
    () => errors?.subscribe(error => post(error.message, { severity: 'error' })),
    [errors, post],
  );
  const current = state.alerts[0];
  const waiting = state.alerts.length - 1;

  useEffect(() => {
    if (!current || current.display !== 'transient') return;
    const timer = setTimeout(() => dispatch({ type: 'close', id: current.id }), TRANSIENT_ALERT_MS);
    return () => clearTimeout(timer);
  }, [current]);

  return (
    <AlertsContext.Provider value={value}>
      {children}
      <Snackbar open={Boolean(current)} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <div>
          {current && (
            <MuiAlert
              severity={current.severity}
              variant="filled"
              onClose={() => dispatch({ type: 'close', id: current.id })}
            >
              {current.message}
              {waiting > 0 && ` (${waiting} older message${waiting === 1 ? '' : 's'})`}
            </MuiAlert>
          )}
        </div>
      </Snackbar>
    </AlertsContext.Provider>
  );
}
