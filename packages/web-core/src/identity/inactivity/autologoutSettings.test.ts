import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFrontendConfig } from '../../testing/renderWithApp';
import { autologoutSettings } from './autologoutSettings';

function settingsFor(autologout?: {
  enabled?: boolean;
  idleTimeoutMinutes?: number;
  promptBeforeIdleSeconds?: number;
}) {
  return autologoutSettings({ ...testFrontendConfig, auth: { providers: [], autologout } });
}

describe('autologoutSettings', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is off unless enabled, after an hour with a 10 second warning by default', () => {
    expect(autologoutSettings(testFrontendConfig)).toEqual({
      enabled: false,
      idleTimeoutMs: 3_600_000,
      promptBeforeIdleMs: 10_000,
    });
    expect(settingsFor({ enabled: true })).toEqual({
      enabled: true,
      idleTimeoutMs: 3_600_000,
      promptBeforeIdleMs: 10_000,
    });
  });

  it('takes the configured times', () => {
    expect(
      settingsFor({ enabled: true, idleTimeoutMinutes: 0.5, promptBeforeIdleSeconds: 0 }),
    ).toEqual({ enabled: true, idleTimeoutMs: 30_000, promptBeforeIdleMs: 0 });
  });

  it('falls back to the defaults for times that cannot work, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    expect(settingsFor({ enabled: true, idleTimeoutMinutes: -5 }).idleTimeoutMs).toBe(3_600_000);
    expect(
      settingsFor({ enabled: true, idleTimeoutMinutes: 1, promptBeforeIdleSeconds: 60 })
        .promptBeforeIdleMs,
    ).toBe(10_000);
    expect(
      settingsFor({ enabled: true, idleTimeoutMinutes: 0.1, promptBeforeIdleSeconds: 6 })
        .promptBeforeIdleMs,
    ).toBe(3_000);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
