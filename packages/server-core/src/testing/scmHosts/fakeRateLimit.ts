import type { FakeResponse } from './startFakeHost';

/** Where a fake host's primary rate limit stands. */
export interface RateLimitState {
  readonly limit: number;
  readonly remaining: number;
  readonly used: number;
  /** When the window starts again, in epoch seconds. */
  readonly resetAt: number;
}

/** How a switched-on limit answers; each host has its own default status. */
export interface RateLimitedOptions {
  /** e.g. GitHub's 403 or 429. */
  status?: number;
  /** Answer with `Retry-After` (GitHub: a secondary limit) instead of an exhausted window. */
  retryAfterSeconds?: number;
  /** When the exhausted window starts again; an hour from the start by default. */
  resetInSeconds?: number;
}

/** One switched-on refusal: the test's options with the window's reset resolved. */
export interface RateLimitRefusal {
  status?: number;
  retryAfterSeconds?: number;
  /** Epoch seconds. */
  resetAt: number;
}

/** A host's rate-limit headers and its answer at the limit, in its own shapes. */
export interface RateLimitPolicy {
  readonly limit: number;
  /** GitHub does not charge a conditional request answered 304; other hosts count every one. */
  readonly notModifiedIsFree: boolean;
  headers(state: RateLimitState): Record<string, string>;
  /** `state` is the window as counted; a primary-limit answer reports it exhausted. */
  limited(state: RateLimitState, refusal: RateLimitRefusal): FakeResponse;
}

/** The test's handle on a fake host's rate limit. */
export interface FakeRateLimit {
  /** Makes the next `count` API requests answer as the host does when the limit is hit. */
  limitNext(count: number, options?: RateLimitedOptions): void;
  /** API requests that cost part of the limit. */
  readonly charged: number;
  /** Conditional requests answered 304 Not Modified. */
  readonly notModified: number;
  /** Requests answered as over the limit. */
  readonly limited: number;
}

/** The host's side: refuses switched-on requests, counts the others and heads their answers. */
export interface RateLimitGate extends FakeRateLimit {
  refusal(): FakeResponse | undefined;
  record(status: number): Record<string, string>;
}

export function createRateLimitGate(policy: RateLimitPolicy): RateLimitGate {
  const pending: RateLimitedOptions[] = [];
  const resetAt = Math.floor(Date.now() / 1000) + 3600;
  const counts = { charged: 0, notModified: 0, limited: 0 };
  const state = (): RateLimitState => ({
    limit: policy.limit,
    used: counts.charged,
    remaining: Math.max(0, policy.limit - counts.charged),
    resetAt,
  });
  return {
    get charged() {
      return counts.charged;
    },
    get notModified() {
      return counts.notModified;
    },
    get limited() {
      return counts.limited;
    },
    limitNext(count, options = {}) {
      for (let i = 0; i < count; i++) pending.push(options);
    },
    refusal() {
      const options = pending.shift();
      if (!options) return undefined;
      counts.limited += 1;
      const now = Math.floor(Date.now() / 1000);
      return policy.limited(state(), {
        status: options.status,
        retryAfterSeconds: options.retryAfterSeconds,
        resetAt: options.resetInSeconds === undefined ? resetAt : now + options.resetInSeconds,
      });
    },
    record(status) {
      if (status === 304) counts.notModified += 1;
      if (status !== 304 || !policy.notModifiedIsFree) counts.charged += 1;
      return policy.headers(state());
    },
  };
}
