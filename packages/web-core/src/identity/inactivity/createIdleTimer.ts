/** What counts as the user being there. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'touchstart',
  'pointerdown',
  'scroll',
] as const;

/** Other tabs of the app are told of activity at most this often. */
const SHARE_ACTIVITY_EVERY_MS = 5_000;

export interface IdleTimerOptions {
  /** How long without activity makes the user idle. */
  idleMs: number;
  /** How long before that the user is warned. */
  promptBeforeMs: number;
  /** The warning: the user is idle at `idleAt` unless they say otherwise. */
  onPrompt(idleAt: number): void;
  onIdle(): void;
  /** The warning is over: the user came back in another tab. */
  onActive?(): void;
  /** Where activity is heard; the page's window by default. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /**
   * Shared with the app's other tabs, so that activity in one keeps all signed in; none by
   * default in environments without BroadcastChannel.
   */
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener' | 'close'>;
  now?: () => number;
}

export interface IdleTimer {
  /** The user is here ("Don't log me out"): the warning ends and the wait starts over. */
  reset(): void;
  stop(): void;
}

/**
 * Watches for activity and calls `onPrompt`, then `onIdle`, once there has been none for long
 * enough. During the warning only `reset` counts: a mouse passing over the page is not an answer.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now;
  const target = options.target ?? window;
  let lastActivity = now();
  let lastShared = 0;
  let prompting = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule() {
    clearTimeout(timer);
    const promptAt = lastActivity + options.idleMs - options.promptBeforeMs;
    const idleAt = lastActivity + options.idleMs;
    const at = prompting ? idleAt : promptAt;
    timer = setTimeout(check, Math.max(at - now(), 0));
  }

  // Activity only records the time; the timer looks at it when it fires (no work per mouse move).
  function check() {
    const idleAt = lastActivity + options.idleMs;
    if (now() >= idleAt) {
      stop();
      options.onIdle();
      return;
    }
    if (!prompting && now() >= idleAt - options.promptBeforeMs) {
      prompting = true;
      options.onPrompt(idleAt);
    }
    schedule();
  }

  function share(force: boolean) {
    if (!options.channel || (!force && lastActivity - lastShared < SHARE_ACTIVITY_EVERY_MS)) return;
    lastShared = lastActivity;
    options.channel.postMessage(lastActivity);
  }

  function onActivity() {
    if (prompting) return;
    lastActivity = now();
    share(false);
  }

  // Another tab's activity is the user's: it ends a warning here too.
  function onShared(event: Event) {
    const at = (event as MessageEvent).data;
    if (typeof at !== 'number' || at <= lastActivity) return;
    lastActivity = at;
    if (prompting) {
      prompting = false;
      options.onActive?.();
      schedule();
    }
  }

  function stop() {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) {
      target.removeEventListener(type, onActivity, { capture: true });
    }
    options.channel?.close();
  }

  for (const type of ACTIVITY_EVENTS) {
    target.addEventListener(type, onActivity, { passive: true, capture: true });
  }
  options.channel?.addEventListener('message', onShared);
  schedule();

  return {
    reset() {
      prompting = false;
      lastActivity = now();
      share(true);
      schedule();
    },
    stop,
  };
}
