import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { fetchSession, sessionFromBody } from './fetchSession';

describe('fetchSession', () => {
  it('asks for the session with the cookies and X-Requested-With, and keeps its expiry', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({
        profile: { displayName: 'Guest' },
        backstageIdentity: {
          token: 't',
          expiresInSeconds: 600,
          identity: {
            type: 'user',
            userEntityRef: 'user:default/guest',
            ownershipEntityRefs: ['user:default/guest'],
          },
        },
      }),
    );

    const session = await fetchSession(
      createApiClient({ baseUrl: 'http://localhost:7007', fetch }),
      'guest',
      () => 1_000,
    );

    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('http://localhost:7007/api/auth/guest/refresh');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('x-requested-with')).toBe('XMLHttpRequest');
    expect(session).toEqual({
      providerId: 'guest',
      token: 't',
      expiresAt: 601_000,
      identity: {
        userEntityRef: 'user:default/guest',
        ownershipEntityRefs: ['user:default/guest'],
      },
      profile: { displayName: 'Guest' },
    });
  });

  it("throws the backend's refusal as its ResponseError", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json(
        {
          error: {
            name: 'NotFoundError',
            message: 'The Guest provider is not configured to support sign-in',
          },
          request: { method: 'GET', url: '/api/auth/guest/refresh' },
          response: { statusCode: 404 },
        },
        { status: 404 },
      ),
    );

    await expect(
      fetchSession(createApiClient({ baseUrl: 'http://localhost:7007', fetch }), 'guest'),
    ).rejects.toMatchObject({
      name: 'ResponseError',
      statusCode: 404,
      message: 'The Guest provider is not configured to support sign-in',
    });
  });

  it('signs nobody in from an answer without an identity', () => {
    expect(() => sessionFromBody('guest', { providerInfo: {}, profile: {} })).toThrow(
      'No session available. Try reloading your browser page.',
    );
  });
});
