import { createLogger, type Signal, type SignalsService } from '@atrium/server-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHANGE_SIGNAL_DELAY_MS,
  MAX_ENTITY_SIGNALS,
  createChangeSignals,
} from './createChangeSignals';

describe('createChangeSignals', () => {
  let published: Signal[];
  let signals: SignalsService;
  beforeEach(() => {
    vi.useFakeTimers();
    published = [];
    signals = {
      publish: async signal => void published.push(signal),
      subscribe: async () => async () => undefined,
    };
  });
  afterEach(() => vi.useRealTimers());

  const channels = () => published.map(signal => signal.channel);

  it('gathers the changes of a moment into one round: each entity once, and the count', async () => {
    const changes = createChangeSignals(signals, createLogger({ level: 'silent' }));
    changes.entitiesChanged(['component:default/a']);
    changes.entitiesChanged(['component:default/a', 'api:default/b']);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(CHANGE_SIGNAL_DELAY_MS);
    expect(channels()).toEqual([
      'catalog.entity:component:default/a',
      'catalog.entity:api:default/b',
      'catalog.changes',
    ]);
    expect(published.at(-1)?.message).toEqual({ changed: 2, each: true });
  });

  it('sends only the count, marked, when more changed than it signals one by one', async () => {
    const changes = createChangeSignals(signals, createLogger({ level: 'silent' }));
    changes.entitiesChanged(
      Array.from({ length: MAX_ENTITY_SIGNALS + 1 }, (_, index) => `component:default/c${index}`),
    );
    await vi.advanceTimersByTimeAsync(CHANGE_SIGNAL_DELAY_MS);
    expect(published).toEqual([
      {
        recipients: { type: 'broadcast' },
        channel: 'catalog.changes',
        message: { changed: MAX_ENTITY_SIGNALS + 1, each: false },
      },
    ]);
  });

  it('sends nothing for no change, and nothing after it is closed', async () => {
    const changes = createChangeSignals(signals, createLogger({ level: 'silent' }));
    changes.entitiesChanged([]);
    changes.entitiesChanged(['component:default/a']);
    changes.close();
    await vi.advanceTimersByTimeAsync(CHANGE_SIGNAL_DELAY_MS * 2);
    expect(published).toEqual([]);
  });

  it('logs a failed publish instead of failing the write', async () => {
    const warnings: unknown[] = [];
    const logger = createLogger({ level: 'silent' });
    vi.spyOn(logger, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args));
    signals.publish = async () => {
      throw new Error('bus down');
    };
    createChangeSignals(signals, logger).entitiesChanged(['component:default/a']);
    await vi.advanceTimersByTimeAsync(CHANGE_SIGNAL_DELAY_MS);
    expect(warnings).toHaveLength(1);
  });
});
