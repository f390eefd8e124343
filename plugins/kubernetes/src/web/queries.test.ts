import { ResponseError } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { objectsQueryOptions, retryUnlessClientError } from './queries';
import type { ClusterCredentials } from './clusterCredentials';
import type { ApiClient } from '@atrium/web-core';

function responseError(status: number): Promise<ResponseError> {
  return ResponseError.fromResponse(
    new Response(
      JSON.stringify({
        error: { name: 'NotAllowedError', message: 'no' },
        request: { method: 'GET', url: '/' },
        response: { statusCode: status },
      }),
      { status, headers: { 'content-type': 'application/json' } },
    ),
  );
}

describe('retryUnlessClientError', () => {
  it('gives up at once on a refusal, and tries a server failure again', async () => {
    expect(retryUnlessClientError(0, await responseError(403))).toBe(false);
    expect(retryUnlessClientError(0, await responseError(503))).toBe(true);
    expect(retryUnlessClientError(3, new Error('network'))).toBe(false);
  });
});

describe('objectsQueryOptions', () => {
  it('follows the clusters every 10,000 ms (spec 000 §4)', () => {
    const credentials: ClusterCredentials = {
      tokenFor: () => Promise.resolve(undefined),
      authFor: () => Promise.resolve({}),
    };
    const options = objectsQueryOptions({} as ApiClient, 'component:default/x', credentials);

    expect(options.refetchInterval).toBe(10_000);
  });
});
