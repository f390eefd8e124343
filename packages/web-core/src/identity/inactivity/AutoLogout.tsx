import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAlerts } from '../../alerts/AlertsProvider';
import { useAppConfig } from '../../app/AppContext';
import { createLazyPage } from '../../app/createLazyPage';
import { useHasBeenTrue } from '../../app/useHasBeenTrue';
import { useSession, useSessionManager } from '../IdentityContext';
import { autologoutSettings } from './autologoutSettings';
import { createIdleTimer, type IdleTimer } from './createIdleTimer';

// Shown after a long idle time, if ever: its own chunk.
const inactivityDialog = createLazyPage(() =>
  import('./InactivityDialog').then(module => module.InactivityDialog),
);

/** Tabs of the app tell one another of activity on this channel. */
const ACTIVITY_CHANNEL = 'atrium.activity';

/**
 * Signs the user out after `auth.autologout.idleTimeoutMinutes` without activity, warning them
 * `promptBeforeIdleSeconds` before (spec 001 §2 "Inactivity dialog"). Does nothing unless
 * `auth.autologout.enabled`.
 */
export function AutoLogout() {
  const config = useAppConfig();
  const settings = useMemo(() => autologoutSettings(config), [config]);
  const sessions = useSessionManager();
  const alerts = useAlerts();
  const signedIn = useSession() !== undefined;
  const idle = useRef<IdleTimer>(undefined);
  // Kept after the warning closes, so the dialog closes showing what it showed.
  const [prompt, setPrompt] = useState<{ idleAt: number; seconds: number; open: boolean }>();
  const opened = useHasBeenTrue(prompt !== undefined);

  useEffect(() => {
    if (!settings.enabled || !signedIn) return undefined;
    const timer = createIdleTimer({
      idleMs: settings.idleTimeoutMs,
      promptBeforeMs: settings.promptBeforeIdleMs,
      channel:
        typeof BroadcastChannel === 'undefined'
          ? undefined
          : new BroadcastChannel(ACTIVITY_CHANNEL),
      onPrompt: idleAt =>
        setPrompt({ idleAt, seconds: Math.ceil((idleAt - Date.now()) / 1000), open: true }),
      onActive: () => setPrompt(closed),
      onIdle: () => {
        setPrompt(closed);
        sessions.signOut().catch((error: unknown) =>
          alerts.post(error instanceof Error ? error.message : String(error), {
            severity: 'error',
          }),
        );
      },
    });
    idle.current = timer;
    return () => timer.stop();
  }, [settings, signedIn, sessions, alerts]);

  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <inactivityDialog.Page
        // A new warning counts down from its own start.
        key={prompt?.idleAt}
        open={prompt?.open ?? false}
        seconds={prompt?.seconds ?? 0}
        onStay={() => {
          setPrompt(closed);
          idle.current?.reset();
        }}
      />
    </Suspense>
  );
}

function closed<T extends { open: boolean }>(prompt: T | undefined): T | undefined {
  return prompt && { ...prompt, open: false };
}
