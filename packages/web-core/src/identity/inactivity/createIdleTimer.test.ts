import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './createIdleTimer';

const SECOND = 1000;

function setup(channel?: Parameters<typeof createIdleTimer>[0]['channel']) {
  const target = new EventTarget();
  const onPrompt = vi.fn<(idleAt: number) => void>();
  const onIdle = vi.fn();
  const onActive = vi.fn();
  const timer = createIdleTimer({
    idleMs: 60 * SECOND,
    promptBeforeMs: 10 * SECOND,
    onPrompt,
    onIdle,
    onActive,
    target,
    channel,
  });
  const act = (type = 'mousemove') => target.dispatchEvent(new Event(type));
  return { timer, onPrompt, onIdle, onActive, act };
}

describe('createIdleTimer', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('warns before the idle time, then calls it idle', () => {
    const { onPrompt, onIdle } = setup();

    vi.advanceTimersByTime(50 * SECOND - 1);
    expect(onPrompt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onPrompt).toHaveBeenCalledWith(60 * SECOND);
    vi.advanceTimersByTime(10 * SECOND - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts the wait over on activity before the warning, of any kind', () => {
    const { onPrompt, act } = setup();

    vi.advanceTimersByTime(40 * SECOND);
    act('keydown');
    vi.advanceTimersByTime(40 * SECOND);
    act('wheel');
    vi.advanceTimersByTime(49 * SECOND);
    expect(onPrompt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 * SECOND);

    expect(onPrompt).toHaveBeenCalledWith(140 * SECOND);
  });

  it('takes only the answer to the warning for activity, and starts over on it', () => {
    const { timer, onPrompt, onIdle, act } = setup();
    vi.advanceTimersByTime(55 * SECOND);
    act();
    act('keydown');

    timer.reset();
    vi.advanceTimersByTime(59 * SECOND);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onPrompt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1 * SECOND);

    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('stops listening and timing once stopped, and after going idle', () => {
    const first = setup();
    first.timer.stop();
    vi.advanceTimersByTime(120 * SECOND);
    expect(first.onPrompt).not.toHaveBeenCalled();

    const second = setup();
    vi.advanceTimersByTime(60 * SECOND);
    second.act();
    vi.advanceTimersByTime(120 * SECOND);
    expect(second.onIdle).toHaveBeenCalledOnce();
  });

  it("shares activity with the app's other tabs, and ends a warning on theirs", () => {
    const posted: number[] = [];
    const channelTarget = new EventTarget();
    const channel = {
      postMessage: (at: number) => posted.push(at),
      addEventListener: channelTarget.addEventListener.bind(channelTarget),
      close: vi.fn(),
    } as unknown as BroadcastChannel;
    const { onPrompt, onActive, onIdle, act } = setup(channel);

    vi.advanceTimersByTime(10 * SECOND);
    act();
    vi.advanceTimersByTime(1 * SECOND);
    act();
    expect(posted).toEqual([10 * SECOND]);

    vi.advanceTimersByTime(50 * SECOND);
    expect(onPrompt).toHaveBeenCalledOnce();
    channelTarget.dispatchEvent(new MessageEvent('message', { data: 62 * SECOND }));
    expect(onActive).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(59 * SECOND);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
