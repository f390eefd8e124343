import { afterEach, describe, expect, it } from 'vitest';
import { createMockActionContext, type MockActionContext } from '../../testing';
import { createDebugWaitAction } from './createDebugWaitAction';

type Input = { minutes?: number; seconds?: number; milliseconds?: number };

describe('debug:wait', () => {
  let ctx: MockActionContext<Input>;
  afterEach(() => ctx?.cleanup());

  it('waits for the given time', async () => {
    ctx = await createMockActionContext<Input>({ input: { milliseconds: 50 } });
    const started = Date.now();
    await createDebugWaitAction().handler(ctx);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('ends promptly when the task is cancelled, with the reason', async () => {
    ctx = await createMockActionContext<Input>({ input: { minutes: 5 } });
    const started = Date.now();
    const waiting = createDebugWaitAction().handler(ctx);
    setTimeout(() => ctx.abort(new Error('Task cancelled')), 20);
    await expect(waiting).rejects.toThrow('Task cancelled');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not start when already cancelled', async () => {
    ctx = await createMockActionContext<Input>({ input: { seconds: 30 } });
    ctx.abort(new Error('Task cancelled'));
    await expect(createDebugWaitAction().handler(ctx)).rejects.toThrow('Task cancelled');
  });

  it('refuses a wait longer than the maximum', async () => {
    ctx = await createMockActionContext<Input>({ input: { minutes: 10, seconds: 1 } });
    await expect(createDebugWaitAction().handler(ctx)).rejects.toThrow(
      'Waiting duration is longer than the maximum threshold of 10 minutes',
    );
    ctx.input.seconds = 0;
    await expect(createDebugWaitAction({ maxWaitMs: 1000 }).handler(ctx)).rejects.toThrow(
      'maximum threshold of 1 second',
    );
  });

  it('refuses negative durations in its schema', () => {
    expect(createDebugWaitAction().schema?.input?.safeParse({ seconds: -1 }).success).toBe(false);
  });
});
