import { describe, expect, it } from 'vitest';
import { BULK_MAX_WAIT_MS, BULK_QUIET_MS, changeSendDelay } from './changeSendDelay';

const base = { batchSize: 500, delayMs: 100, now: 1_000_000 };

describe('changeSendDelay', () => {
  it('sends a few changes after the short delay, however recent', () => {
    expect(
      changeSendDelay({ ...base, pending: 500, lastChangeAt: base.now, heldSince: undefined }),
    ).toBe(100);
    expect(changeSendDelay({ ...base, pending: 1, lastChangeAt: 0, heldSince: undefined })).toBe(
      100,
    );
  });

  it('holds a burst until the changes pause', () => {
    expect(
      changeSendDelay({ ...base, pending: 501, lastChangeAt: base.now, heldSince: undefined }),
    ).toBe(BULK_QUIET_MS);
    expect(
      changeSendDelay({
        ...base,
        pending: 80_000,
        lastChangeAt: base.now - 400,
        heldSince: base.now - 5_000,
      }),
    ).toBe(BULK_QUIET_MS - 400);
    // Paused long enough: sent after the short delay.
    expect(
      changeSendDelay({
        ...base,
        pending: 80_000,
        lastChangeAt: base.now - BULK_QUIET_MS,
        heldSince: base.now - 5_000,
      }),
    ).toBe(100);
  });

  it('holds a burst no longer than the longest wait, even while changes keep coming', () => {
    expect(
      changeSendDelay({
        ...base,
        pending: 80_000,
        lastChangeAt: base.now,
        heldSince: base.now - BULK_MAX_WAIT_MS + 300,
      }),
    ).toBe(300);
    expect(
      changeSendDelay({
        ...base,
        pending: 80_000,
        lastChangeAt: base.now,
        heldSince: base.now - BULK_MAX_WAIT_MS - 1,
      }),
    ).toBe(100);
  });
});
