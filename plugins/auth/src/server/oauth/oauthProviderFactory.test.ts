import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '@atrium/server-core/testing';
import { authPlugin } from '../plugin';

const oidc = (development: Record<string, unknown>) => ({
  auth: { providers: { oidc: { development } } },
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>(resolve => server.close(() => resolve()));
  return port;
}

describe('OAuth provider configuration', () => {
  it('fails the start on a half-configured provider, naming the missing key', async () => {
    await expect(
      startTestServer({
        plugins: [authPlugin],
        config: oidc({ clientId: 'id', metadataUrl: 'https://id.example/' }),
      }),
    ).rejects.toThrow(/auth\.providers\.oidc\.development\.clientSecret/);
  });

  it('fails the start on a provider URL in clear text off this machine', async () => {
    await expect(
      startTestServer({
        plugins: [authPlugin],
        config: oidc({ clientId: 'id', clientSecret: 's', metadataUrl: 'http://id.example/' }),
      }),
    ).rejects.toThrow(
      "The oidc sign-in provider needs an https URL, not 'http://id.example/' (plain http only on this machine)",
    );
  });

  it('answers 503 while the provider cannot be reached, without stopping the server', async () => {
    const port = await closedPort();
    const server = await startTestServer({
      plugins: [authPlugin],
      config: oidc({
        clientId: 'id',
        clientSecret: 's',
        metadataUrl: `http://127.0.0.1:${port}/.well-known/openid-configuration`,
      }),
    });
    try {
      expect(await server.json('/api/auth/oidc/start')).toMatchObject({
        status: 503,
        body: {
          error: {
            name: 'ServiceUnavailableError',
            message: 'The OIDC provider could not be reached',
          },
        },
      });
    } finally {
      await server.stop();
    }
  });
});
