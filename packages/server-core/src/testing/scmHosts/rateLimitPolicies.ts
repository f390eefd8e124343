import type { RateLimitPolicy, RateLimitRefusal } from './fakeRateLimit';

const secondsUntil = (epochSeconds: number) =>
  String(Math.max(0, epochSeconds - Math.floor(Date.now() / 1000)));

/**
 * GitHub: `x-ratelimit-*` on every API answer; at the primary limit 403 (or 429) with
 * `x-ratelimit-remaining: 0` and the reset in epoch seconds; at a secondary limit 403 (or 429)
 * with `retry-after`. 304s are not charged.
 */
export const githubRateLimit: RateLimitPolicy = {
  limit: 5000,
  notModifiedIsFree: true,
  headers: state => ({
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-used': String(state.used),
    'x-ratelimit-reset': String(state.resetAt),
    'x-ratelimit-resource': 'core',
  }),
  limited(state, refusal) {
    const documentation_url =
      'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api';
    if (refusal.retryAfterSeconds !== undefined) {
      return {
        status: refusal.status ?? 403,
        headers: {
          ...githubRateLimit.headers(state),
          'retry-after': String(refusal.retryAfterSeconds),
        },
        body: {
          message:
            'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
          documentation_url,
        },
      };
    }
    return {
      status: refusal.status ?? 403,
      headers: githubRateLimit.headers({ ...state, remaining: 0, resetAt: refusal.resetAt }),
      body: { message: 'API rate limit exceeded for user ID 1.', documentation_url },
    };
  },
};

/**
 * GitLab: `RateLimit-*` headers; over the limit 429 with `Retry-After` and Rack::Attack's
 * plain-text body.
 */
export const gitlabRateLimit: RateLimitPolicy = {
  limit: 2000,
  notModifiedIsFree: false,
  headers: state => ({
    'ratelimit-limit': String(state.limit),
    'ratelimit-observed': String(state.used),
    'ratelimit-remaining': String(state.remaining),
    'ratelimit-reset': String(state.resetAt),
    'ratelimit-resettime': new Date(state.resetAt * 1000).toUTCString(),
  }),
  limited: (state, refusal) => ({
    status: refusal.status ?? 429,
    headers: {
      ...gitlabRateLimit.headers({ ...state, remaining: 0, resetAt: refusal.resetAt }),
      'retry-after': retryAfter(refusal),
    },
    body: 'Retry later\n',
  }),
};

/** Bitbucket Cloud: the hourly quota's headers; over it 429 in the 2.0 API's error shape. */
export const bitbucketCloudRateLimit: RateLimitPolicy = {
  limit: 1000,
  notModifiedIsFree: false,
  headers: state => ({
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-resource': 'api-repository',
    'x-ratelimit-nearlimit': String(state.remaining < state.limit / 20),
  }),
  limited: (state, refusal) => ({
    status: refusal.status ?? 429,
    headers: {
      ...bitbucketCloudRateLimit.headers({ ...state, remaining: 0 }),
      ...(refusal.retryAfterSeconds === undefined
        ? {}
        : { 'retry-after': String(refusal.retryAfterSeconds) }),
    },
    body: { type: 'error', error: { message: 'Rate limit for this resource has been exceeded' } },
  }),
};

/**
 * Bitbucket Data Center: a token bucket per user, reported on every answer; an empty bucket is
 * 429 with `Retry-After`.
 */
export const bitbucketServerRateLimit: RateLimitPolicy = {
  limit: 60,
  notModifiedIsFree: false,
  headers: state => ({
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-interval-seconds': '1',
    'x-ratelimit-fillrate': '5',
    'retry-after': state.remaining > 0 ? '0' : '1',
  }),
  limited: (state, refusal) => ({
    status: refusal.status ?? 429,
    headers: {
      ...bitbucketServerRateLimit.headers({ ...state, remaining: 0 }),
      'retry-after': retryAfter(refusal),
    },
    body: {
      errors: [
        {
          context: null,
          message: 'You have been rate limited. Please wait before making further requests.',
          exceptionName: 'com.atlassian.bitbucket.ratelimit.RateLimitedException',
        },
      ],
    },
  }),
};

/**
 * Azure DevOps: no rate headers while a caller is within its global limit (the `X-RateLimit-*`
 * set comes only with a delayed or blocked request); blocked, 429 with `Retry-After`.
 */
export const azureRateLimit: RateLimitPolicy = {
  limit: 200,
  notModifiedIsFree: false,
  headers: () => ({}),
  limited: (state, refusal) => ({
    status: refusal.status ?? 429,
    headers: {
      'retry-after': retryAfter(refusal),
      'x-ratelimit-resource': 'Core',
      'x-ratelimit-delay': '0',
      'x-ratelimit-limit': String(state.limit),
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': String(refusal.resetAt),
    },
    body: {
      message:
        'TF400733: The request has been canceled: Request was blocked due to exceeding usage of resource Core.',
      typeKey: 'RequestBlockedException',
    },
  }),
};

function retryAfter(refusal: RateLimitRefusal): string {
  return refusal.retryAfterSeconds === undefined
    ? secondsUntil(refusal.resetAt)
    : String(refusal.retryAfterSeconds);
}
