import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../client/createApiClient';
import { createCookieRefresher, SESSION_REFRESH_FAILED_MESSAGE } from './createCookieRefresher';

const MINUTE = 60_000;
const START = Date.parse('2026-11-21T12:00:00Z');

type Answer = (init: RequestInit | undefined) => Response;

function expiringIn(ms: number): Answer {
  return () => Response.json({ expiresAt: new Date(Date.now() + ms).toISOString() });
}

function setup(answers: Answer[], random = 0.5) {
  const requests: Array<{ url: string; init?: RequestInit; at: number }> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    requests.push({ url: String(input), init, at: Date.now() - START });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    return answer(init);
  });
  const onError = vi.fn<(error: Error) => void>();
  const refresher = createCookieRefresher({
    api: createApiClient({ baseUrl: 'http://localhost:3000', fetch, getToken: () => 'token' }),
    onError,
    random: () => random,
  });
  return { refresher, requests, onError };
}

describe('createCookieRefresher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('gets the cookie with the token and the browser cookies', async () => {
    const { refresher, requests } = setup([expiringIn(60 * MINUTE)]);

    refresher.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(requests).toHaveLength(1);
    const [{ url, init }] = requests as [(typeof requests)[0]];
    expect(url).toBe('http://localhost:3000/api/auth/v1/cookie');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token');
  });

  it('refreshes before the expiry, earlier by a random 1 to 4 minutes', async () => {
    for (const [random, margin] of [
      [0, 1 * MINUTE],
      [0.5, 2.5 * MINUTE],
      [0.99, 3.97 * MINUTE],
    ] as const) {
      vi.setSystemTime(START);
      const { refresher, requests } = setup([expiringIn(60 * MINUTE)], random);
      refresher.start();
      await vi.advanceTimersByTimeAsync(60 * MINUTE - margin - 1);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(2);
      refresher.stop();
    }
  });

  it('waits at least 5 minutes after a success, however soon the cookie expires', async () => {
    const { refresher, requests } = setup([expiringIn(2 * MINUTE)]);

    refresher.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(requests).toHaveLength(2);
  });

  it('retries after 5 s, then doubling up to 5 minutes, posting an error from the second failure', async () => {
    const failing: Answer = () => new Response('down', { status: 503 });
    const { refresher, requests, onError } = setup([failing]);

    refresher.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(onError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(25 * MINUTE);

    const waits = requests.slice(1).map((request, index) => request.at - requests[index]!.at);
    expect(waits.slice(0, 9)).toEqual([
      5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000, 300_000,
    ]);
    expect(onError).toHaveBeenCalledTimes(requests.length - 1);
    expect(onError.mock.calls[0]?.[0].message).toBe(SESSION_REFRESH_FAILED_MESSAGE);
    expect(console.error).toHaveBeenCalledWith('Session cookie refresh failed', expect.anything());
  });

  it('starts the backoff again after a success', async () => {
    const failing: Answer = () => new Response('down', { status: 503 });
    const { refresher, requests, onError } = setup([
      failing,
      failing,
      expiringIn(10 * MINUTE),
      failing,
      expiringIn(10 * MINUTE),
    ]);

    refresher.start();
    await vi.advanceTimersByTimeAsync(5_000 + 10_000);
    expect(requests).toHaveLength(3);
    expect(onError).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 2.5 * MINUTE);
    expect(requests).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(5_000);

    expect(requests).toHaveLength(5);
    expect(onError).toHaveBeenCalledOnce();
  });

  it('takes a missing endpoint (404) for a cookie that lasts a year', async () => {
    const { refresher, requests, onError } = setup([() => new Response(null, { status: 404 })]);

    refresher.start();
    await vi.advanceTimersByTimeAsync(364 * 24 * 60 * MINUTE);
    expect(requests).toHaveLength(1);
    expect(onError).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(requests).toHaveLength(2);
  });

  it('schedules nothing once stopped, even for an answer still on its way', async () => {
    const { refresher, requests } = setup([expiringIn(10 * MINUTE)]);

    refresher.start();
    refresher.stop();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);

    expect(requests).toHaveLength(1);
  });

  it('removes the cookie at sign-out, a missing endpoint or a failure being no obstacle', async () => {
    const { refresher, requests } = setup([
      expiringIn(10 * MINUTE),
      () => new Response(null, { status: 204 }),
      () => new Response(null, { status: 404 }),
      () => new Response('down', { status: 503 }),
    ]);
    refresher.start();
    await vi.advanceTimersByTimeAsync(0);

    await refresher.remove();
    await refresher.remove();
    await refresher.remove();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);

    expect(requests.map(request => request.init?.method ?? 'GET')).toEqual([
      'GET',
      'DELETE',
      'DELETE',
      'DELETE',
    ]);
    expect(requests[1]?.init?.credentials).toBe('include');
    expect(console.error).toHaveBeenCalledOnce();
  });
});
