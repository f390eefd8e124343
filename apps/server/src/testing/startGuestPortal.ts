import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { authPlugin } from '@atrium/plugin-auth/server';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { permissionPlugin } from '@atrium/plugin-permission/server';
import { startTestServer, type TestDatabaseId, type TestServer } from '@atrium/server-core/testing';

export interface GuestPortal {
  server: TestServer;
  /** The guest's identity token, from a real sign-in. */
  token: string;
  stop(): Promise<void>;
}

/**
 * Auth, permission and catalog as the portal runs them — real tokens, real policy — with two
 * components: `mine`, owned by the guest, and `theirs`, owned by a team. Resolves once both are
 * in the catalog and the guest has signed in.
 */
export async function startGuestPortal(
  database: TestDatabaseId,
  permission: Record<string, unknown> = {},
): Promise<GuestPortal> {
  const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-guest-portal-')));
  const catalogFile = path.join(dir, 'catalog-info.yaml');
  await fs.writeFile(
    catalogFile,
    ['mine', 'theirs']
      .map(name =>
        JSON.stringify({
          apiVersion: 'backstage.io/v1alpha1',
          kind: 'Component',
          metadata: { name },
          spec: {
            type: 'service',
            lifecycle: 'production',
            owner: name === 'mine' ? 'user:guest' : 'team-b',
          },
        }),
      )
      .join('\n---\n'),
  );
  const server = await startTestServer({
    database,
    plugins: [authPlugin, permissionPlugin, catalogPlugin],
    config: {
      auth: { providers: { guest: {} } },
      permission,
      catalog: {
        rules: [{ allow: ['Component', 'Location'] }],
        locations: [{ type: 'file', target: catalogFile }],
        fileLocationRoots: [dir],
      },
    },
  });
  const stop = async () => {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
  const token = await fetchGuestToken(server.url)
    .then(async guest => {
      await waitForIngestion(server, guest);
      return guest;
    })
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  return { server, token, stop };
}

/** Both components come from one file, written together: once the guest's is there, so is the other. */
async function waitForIngestion(server: TestServer, token: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const { status } = await server.json('/api/catalog/entities/by-name/component/default/mine', {
      token,
    });
    if (status === 200) return;
    await new Promise(resolve => setTimeout(resolve, 25));
  }
  throw new Error('The two components were not ingested within 10 s');
}
