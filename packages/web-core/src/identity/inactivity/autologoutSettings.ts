import type { FrontendConfig } from '@atrium/model';

export interface AutologoutSettings {
  enabled: boolean;
  idleTimeoutMs: number;
  promptBeforeIdleMs: number;
}

/** `auth.autologout` defaults: an hour without activity, a 10 s warning (spec 001 §2). */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 60;
export const DEFAULT_PROMPT_BEFORE_IDLE_SECONDS = 10;

/**
 * `auth.autologout` with its defaults. A timeout that is not a positive number, or a warning
 * that would come before the user even went idle, falls back to the default, with a warning.
 */
export function autologoutSettings(config: FrontendConfig): AutologoutSettings {
  const given = config.auth?.autologout ?? {};
  let minutes = given.idleTimeoutMinutes ?? DEFAULT_IDLE_TIMEOUT_MINUTES;
  if (!(minutes > 0)) {
    console.warn('auth.autologout.idleTimeoutMinutes must be above 0; using the default', minutes);
    minutes = DEFAULT_IDLE_TIMEOUT_MINUTES;
  }
  let seconds = given.promptBeforeIdleSeconds ?? DEFAULT_PROMPT_BEFORE_IDLE_SECONDS;
  if (!(seconds >= 0) || seconds >= minutes * 60) {
    console.warn(
      'auth.autologout.promptBeforeIdleSeconds must be at least 0 and shorter than the idle timeout; using the default',
      seconds,
    );
    seconds = Math.min(DEFAULT_PROMPT_BEFORE_IDLE_SECONDS, (minutes * 60) / 2);
  }
  return {
    enabled: given.enabled === true,
    idleTimeoutMs: minutes * 60_000,
    promptBeforeIdleMs: seconds * 1000,
  };
}
