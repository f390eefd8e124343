import { describe, expect, it } from 'vitest';
import { startTestServer } from '@atrium/server-core/testing';
import { createAuthPlugin } from '../plugin';
import type { AuthProviderFactory } from './AuthProvider';

const DUPLICATE = (id: string) =>
  `${id} ID is duplicated. IDs of identity providers have to be unique.`;

/** A custom provider that signs everyone in as one robot. */
const robotProvider: AuthProviderFactory = {
  id: 'robot',
  title: 'Robot',
  create: context =>
    context.config
      ? {
          async refresh() {
            const user = {
              userEntityRef: 'user:default/robot',
              ownershipEntityRefs: ['user:default/robot'],
            };
            return {
              providerInfo: {},
              profile: {},
              backstageIdentity: await context.issueIdentity(user),
            };
          },
        }
      : undefined,
};

describe('auth provider ids', () => {
  it('fail the start when a custom provider takes a built-in id', async () => {
    const plugin = createAuthPlugin({ providers: [{ id: 'github', create: () => undefined }] });
    await expect(startTestServer({ plugins: [plugin] })).rejects.toThrow(DUPLICATE('github'));
  });

  it('fail the start when two custom providers share an id', async () => {
    const plugin = createAuthPlugin({ providers: [robotProvider, robotProvider] });
    await expect(startTestServer({ plugins: [plugin] })).rejects.toThrow(DUPLICATE('robot'));
  });

  it('serve a custom provider beside the built-in ones', async () => {
    const plugin = createAuthPlugin({ providers: [robotProvider] });
    const headers = { 'x-requested-with': 'XMLHttpRequest' };
    const unconfigured = await startTestServer({ plugins: [plugin] });
    try {
      expect(await unconfigured.json('/api/auth/robot/refresh', { headers })).toMatchObject({
        status: 404,
        body: { error: { message: 'The Robot provider is not configured to support sign-in' } },
      });
    } finally {
      await unconfigured.stop();
    }
    const server = await startTestServer({
      plugins: [plugin],
      config: { auth: { providers: { robot: {} } } },
    });
    try {
      expect(await server.json('/api/auth/robot/refresh', { headers })).toMatchObject({
        status: 200,
        body: { backstageIdentity: { identity: { userEntityRef: 'user:default/robot' } } },
      });
    } finally {
      await server.stop();
    }
  });
});
