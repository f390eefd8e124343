import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@atrium/model';
import {
  createEntityPresentationStore,
  presentationFromRef,
} from './createEntityPresentationStore';

const entity = (kind: string, name: string, extra: Partial<Entity['metadata']> = {}): Entity => ({
  apiVersion: 'backstage.io/v1alpha1',
  kind,
  metadata: { name, namespace: 'default', ...extra },
  spec: { type: 'team' },
});

describe('createEntityPresentationStore', () => {
  afterEach(() => vi.useRealTimers());

  it('batches refs asked for within 50 ms into one request of at most 100', async () => {
    vi.useFakeTimers();
    const fetchEntities = vi.fn(async (refs: string[]) =>
      refs.map(ref => entity('Group', ref.split('/')[1]!)),
    );
    const store = createEntityPresentationStore(fetchEntities);
    const loads = Array.from({ length: 150 }, (_, i) => store.load(`group:default/team-${i}`));
    await vi.advanceTimersByTimeAsync(50);
    const values = await Promise.all(loads);
    expect(fetchEntities).toHaveBeenCalledTimes(2);
    expect(fetchEntities.mock.calls[0]![0]).toHaveLength(100);
    expect(fetchEntities.mock.calls[1]![0]).toHaveLength(50);
    expect(values[3]!.primaryTitle).toBe('team-3');
  });

  it('prefers title and display name, and keeps answers for 10 seconds', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const fetchEntities = vi.fn(async () => [entity('User', 'ada', { title: 'Ada Lovelace' })]);
    const store = createEntityPresentationStore(fetchEntities, () => clock);
    const first = store.load('user:ada');
    await vi.advanceTimersByTimeAsync(50);
    expect((await first).primaryTitle).toBe('Ada Lovelace');
    expect(store.peek('user:default/ada').primaryTitle).toBe('Ada Lovelace');
    clock = 9_000;
    await store.load('user:ada');
    expect(fetchEntities).toHaveBeenCalledTimes(1);
    clock = 11_000;
    const again = store.load('user:ada');
    await vi.advanceTimersByTimeAsync(50);
    await again;
    expect(fetchEntities).toHaveBeenCalledTimes(2);
  });

  it('falls back to the ref for a failed request, and asks again on the next lookup', async () => {
    vi.useFakeTimers();
    const fetchEntities = vi
      .fn<(refs: string[]) => Promise<Array<Entity | null>>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([null]);
    const store = createEntityPresentationStore(fetchEntities);

    const failed = store.load('component:payments');
    await vi.advanceTimersByTimeAsync(50);
    expect(await failed).toMatchObject({ primaryTitle: 'component:payments', resolved: false });
    expect((await failed).missing).toBeUndefined();
    expect(presentationFromRef('group:ops/sre').primaryTitle).toBe('group:ops/sre');

    const again = store.load('component:payments');
    await vi.advanceTimersByTimeAsync(50);
    expect(await again).toMatchObject({ resolved: false, missing: true });
    expect(fetchEntities).toHaveBeenCalledTimes(2);
  });
});
