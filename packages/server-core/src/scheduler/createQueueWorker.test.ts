import { afterEach, expect, it, vi } from 'vitest';
import type { DatabaseManager } from '../database/createDatabaseManager';
import { createTestDatabaseManager, describeEachDatabase } from '../testing/testDatabases';
import { captureLogs, type CapturedLogs } from './captureLogs';
import { createManualClock, type ManualClock } from './createManualClock';
import { createScheduler } from './createScheduler';
import { openReplicaDatabases } from './openReplicaDatabases';
import type { ProcessOptions, Queue, QueueItem } from './Queue';
import { LeaseLostError, SchedulerStoppedError } from './schedulerErrors';
import type { SchedulerService } from './SchedulerService';

interface Job {
  n: number;
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** Settles once the signal aborts, rejecting with its reason. */
const untilAborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });

const TIMING = { leaseMs: 100, heartbeatMs: 20, pollMs: 20 } as const;

describeEachDatabase('queue workers', database => {
  let manager: DatabaseManager | undefined;
  const schedulers: SchedulerService[] = [];
  afterEach(async () => {
    await Promise.all(schedulers.splice(0).map(scheduler => scheduler.stop()));
    await manager?.destroy();
    manager = undefined;
  });

  /** The same queue as two replicas see it; a manual clock when given, else the real one. */
  async function twoReplicas(clock?: ManualClock) {
    manager = createTestDatabaseManager(database);
    const databases = await openReplicaDatabases(manager, database, 'jobs');
    const replicas = databases.map(plugin => {
      const logs = captureLogs();
      const scheduler = createScheduler({
        database: plugin,
        logger: logs.logger,
        pluginId: 'jobs',
        now: clock?.now,
        stopTimeoutMs: 2_000,
      });
      schedulers.push(scheduler);
      return { queue: scheduler.createQueue<Job>('work'), logs, scheduler };
    });
    return { one: replicas[0]!, two: replicas[1]! };
  }

  async function enqueueMany(queue: Queue<Job>, count: number) {
    for (let n = 0; n < count; n++) await queue.enqueue({ key: `job-${n}`, payload: { n } });
  }

  function process(
    queue: Queue<Job>,
    options: Partial<ProcessOptions<Job>> & Pick<ProcessOptions<Job>, 'handler'>,
  ) {
    return queue.process({ concurrency: 1, ...TIMING, ...options });
  }

  it('handles each of many items exactly once across two workers on the same database', async () => {
    const { one, two } = await twoReplicas();
    await enqueueMany(one.queue, 40);
    const handled = new Map<string, number>();
    const byWorker = { one: 0, two: 0 };
    for (const [name, replica] of [
      ['one', one],
      ['two', two],
    ] as const) {
      process(replica.queue, {
        concurrency: 3,
        leaseMs: 5_000,
        handler: async item => {
          handled.set(item.key, (handled.get(item.key) ?? 0) + 1);
          byWorker[name] += 1;
          await sleep(item.payload.n % 7);
        },
      });
    }
    await vi.waitFor(async () => {
      expect(handled.size).toBe(40);
      expect(await one.queue.claim({ holder: 'check', leaseMs: 1 })).toBeUndefined();
      for (let n = 0; n < 40; n++) expect(await one.queue.get(`job-${n}`)).toBeUndefined();
    });
    expect([...handled.values()].every(count => count === 1)).toBe(true);
    expect(byWorker.one).toBeGreaterThan(0);
    expect(byWorker.two).toBeGreaterThan(0);
  });

  it('takes over the item of a worker that stopped heartbeating once its lease ran out', async () => {
    const clock = createManualClock();
    const { one, two } = await twoReplicas(clock);
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    // Claimed by a worker that then died: no heartbeat, no completion.
    const dead = await one.queue.claim({ holder: 'dead-worker', leaseMs: 500 });
    const taken: Array<QueueItem<Job>> = [];
    process(two.queue, {
      handler: async item => {
        taken.push(item);
      },
    });
    await sleep(5 * TIMING.pollMs);
    expect(taken).toEqual([]);
    clock.advance(501);
    await vi.waitFor(() => expect(taken).toHaveLength(1));
    expect(taken[0]).toMatchObject({ key: 'job-1', expiredHolder: 'dead-worker', attempts: 2 });
    await vi.waitFor(async () => expect(await one.queue.get('job-1')).toBeUndefined());
    expect(await one.queue.complete(dead!)).toBe(false);
  });

  it('gives a failed item back with its error and tries it again', async () => {
    const { one } = await twoReplicas();
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    const attempts: Array<Pick<QueueItem<Job>, 'attempts' | 'lastError'>> = [];
    process(one.queue, {
      retryDelayMs: 0,
      handler: async ({ attempts: attempt, lastError }) => {
        attempts.push({ attempts: attempt, lastError });
        if (attempt === 1) throw new Error('registry timed out');
      },
    });
    await vi.waitFor(async () => {
      expect(attempts).toHaveLength(2);
      expect(await one.queue.get('job-1')).toBeUndefined();
    });
    expect(attempts).toEqual([
      { attempts: 1, lastError: undefined },
      { attempts: 2, lastError: 'Error: registry timed out' },
    ]);
    expect(one.logs.lines).toContainEqual(
      expect.objectContaining({ msg: 'Queue item failed', key: 'job-1', attempts: 1 }),
    );
  });

  it('waits longer after each failure unless told otherwise', async () => {
    const clock = createManualClock();
    const { one } = await twoReplicas(clock);
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    let calls = 0;
    process(one.queue, {
      handler: async () => {
        calls += 1;
        throw new Error('still broken');
      },
    });
    await vi.waitFor(async () => expect((await one.queue.get('job-1'))?.lastError).toBeDefined());
    expect((await one.queue.get('job-1'))?.availableAt).toBe(clock.now() + 1_000);
    clock.advance(1_000);
    await vi.waitFor(async () => expect((await one.queue.get('job-1'))?.attempts).toBe(2));
    await vi.waitFor(async () =>
      expect((await one.queue.get('job-1'))?.availableAt).toBe(clock.now() + 2_000),
    );
    expect(calls).toBe(2);
  });

  it('aborts the handler when its lease is lost, and leaves the item to its new holder', async () => {
    const clock = createManualClock();
    const { one, two } = await twoReplicas(clock);
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    let reason: unknown;
    let started = false;
    process(one.queue, {
      handler: async (_item, signal) => {
        started = true;
        await untilAborted(signal).catch(error => {
          reason = error;
          throw error;
        });
      },
    });
    await vi.waitFor(() => expect(started).toBe(true));
    // The clock jumps past the lease (a stalled process); another worker claims the item first.
    let thief: QueueItem<Job> | undefined;
    while (!thief) {
      clock.advance(TIMING.leaseMs + 1);
      thief = await two.queue.claim({ holder: 'thief', leaseMs: 60_000, key: 'job-1' });
    }
    await vi.waitFor(() => expect(reason).toBeInstanceOf(LeaseLostError));
    await sleep(3 * TIMING.heartbeatMs);
    expect(await one.queue.get('job-1')).toMatchObject({ leaseHolder: 'thief', attempts: 2 });
    expect(one.logs.messages()).toContain('Queue item lease lost; another worker may handle it');
  });

  it('renews the lease of a long-running item so nobody takes it over', async () => {
    const clock = createManualClock();
    const { one, two } = await twoReplicas(clock);
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    let started = false;
    process(one.queue, {
      handler: async (_item, signal) => {
        started = true;
        await untilAborted(signal);
      },
    });
    await vi.waitFor(() => expect(started).toBe(true));
    for (let beat = 0; beat < 3; beat++) {
      clock.advance(80);
      await vi.waitFor(async () =>
        expect((await one.queue.get('job-1'))?.leaseUntil).toBe(clock.now() + TIMING.leaseMs),
      );
      expect(await two.queue.claim({ holder: 'other', leaseMs: 1_000 })).toBeUndefined();
    }
  });

  it('aborts the handler when onHeartbeat says so, e.g. on a cancel flag', async () => {
    const { one } = await twoReplicas();
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    const cancelled = new Set<string>();
    let reason: unknown;
    process(one.queue, {
      onHeartbeat: (item, abort) => {
        if (cancelled.has(item.key)) abort(new Error('Task cancelled'));
      },
      // Cancelling ends the work for good: the handler resolves, and the item is complete.
      handler: async (_item, signal) => {
        await untilAborted(signal).catch(error => {
          reason = error;
        });
      },
    });
    await sleep(2 * TIMING.heartbeatMs);
    cancelled.add('job-1');
    await vi.waitFor(async () => {
      expect((reason as Error | undefined)?.message).toBe('Task cancelled');
      expect(await one.queue.get('job-1')).toBeUndefined();
    });
  });

  it('never runs more handlers at once than its concurrency', async () => {
    const { one } = await twoReplicas();
    await enqueueMany(one.queue, 8);
    let active = 0;
    let mostActive = 0;
    let done = 0;
    process(one.queue, {
      concurrency: 2,
      handler: async () => {
        active += 1;
        mostActive = Math.max(mostActive, active);
        await sleep(10);
        active -= 1;
        done += 1;
      },
    });
    await vi.waitFor(() => expect(done).toBe(8));
    expect(mostActive).toBe(2);
  });

  it('looks for items at once on wake()', async () => {
    const { one } = await twoReplicas();
    const handled: string[] = [];
    const worker = process(one.queue, {
      pollMs: 60_000,
      handler: async item => {
        handled.push(item.key);
      },
    });
    await sleep(50);
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    worker.wake();
    await vi.waitFor(() => expect(handled).toEqual(['job-1']), { timeout: 2_000 });
  });

  it('stop aborts running handlers, waits for them, and gives their items back uncounted', async () => {
    const { one, two } = await twoReplicas();
    await enqueueMany(one.queue, 2);
    const reasons: unknown[] = [];
    const worker = process(one.queue, {
      concurrency: 2,
      handler: async (_item, signal) => {
        await untilAborted(signal).catch(async error => {
          await sleep(20);
          reasons.push(error);
          throw error;
        });
      },
    });
    await vi.waitFor(async () =>
      expect((await one.queue.get('job-1'))?.leaseHolder).toBe(worker.holder),
    );
    await vi.waitFor(async () =>
      expect((await one.queue.get('job-0'))?.leaseHolder).toBe(worker.holder),
    );
    await worker.stop();
    expect(reasons).toHaveLength(2);
    expect(reasons.every(reason => reason instanceof SchedulerStoppedError)).toBe(true);
    const next = await two.queue.claim({ holder: 'next', leaseMs: 1_000 });
    expect(next?.attempts).toBe(1);
    expect(next?.lastError).toBeUndefined();
  });

  it('logs what it could not do rather than throw', async () => {
    const { one } = await twoReplicas();
    const logs: CapturedLogs = one.logs;
    await one.queue.enqueue({ key: 'job-1', payload: { n: 1 } });
    process(one.queue, {
      handler: () => {
        throw new Error('synchronous failure');
      },
      retryDelayMs: 60_000,
    });
    await vi.waitFor(() => expect(logs.messages()).toContain('Queue item failed'));
    expect((await one.queue.get('job-1'))?.lastError).toBe('Error: synchronous failure');
  });
});
