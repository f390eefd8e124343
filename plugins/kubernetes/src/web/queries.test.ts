import { ResponseError } from '@atrium/web-core';
import { describe, expect, it } from 'vitest';
import { retryUnlessClientError } from './queries';

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
