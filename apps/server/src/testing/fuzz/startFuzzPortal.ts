import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fetchGuestToken } from '@atrium/plugin-auth/testing';
import { DEFAULT_BODY_LIMIT } from '@atrium/server-core';
import { startTestServer, type TestDatabaseId, type TestServer } from '@atrium/server-core/testing';
import { plugins } from '../../plugins';
import type { FuzzContext, FuzzRoute } from './generateFuzzRequest';

export interface FuzzPortal {
  server: TestServer;
  /** Every route the plugins declared, one per method. */
  routes: FuzzRoute[];
  context: FuzzContext;
  /** The server's working directory: no answer may name it. */
  directory: string;
  stop(): Promise<void>;
}

/** What the portal holds from the start, so routes that look things up find something. */
const entities = [
  {
    kind: 'Component',
    metadata: { name: 'fuzz-service', annotations: { 'backstage.io/techdocs-ref': 'dir:.' } },
    spec: { type: 'service', lifecycle: 'production', owner: 'user:default/guest' },
  },
  { kind: 'User', metadata: { name: 'guest' }, spec: { memberOf: ['fuzz-team'] } },
  { kind: 'Group', metadata: { name: 'fuzz-team' }, spec: { type: 'team', children: [] } },
  {
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    kind: 'Template',
    metadata: { name: 'fuzz-template' },
    spec: {
      owner: 'user:default/guest',
      type: 'service',
      parameters: [{ properties: { name: { type: 'string' } } }],
      steps: [{ id: 'log', action: 'debug:log', input: { message: '${{ parameters.name }}' } }],
    },
  },
];

/**
 * The portal as shipped — every plugin, the guest provider, the permission policy on, a demo
 * cluster, docs built locally — inside a directory of its own, with a small catalog in it.
 */
export async function startFuzzPortal(database: TestDatabaseId): Promise<FuzzPortal> {
  const directory = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-fuzz-')));
  const catalogFile = path.join(directory, 'catalog-info.yaml');
  await fs.writeFile(
    catalogFile,
    entities
      .map(entity => JSON.stringify({ apiVersion: 'backstage.io/v1alpha1', ...entity }))
      .join('\n---\n'),
  );
  await fs.writeFile(path.join(directory, 'mkdocs.yml'), 'site_name: Fuzz\n');
  await fs.mkdir(path.join(directory, 'docs'));
  await fs.writeFile(path.join(directory, 'docs', 'index.md'), '# Fuzz\n\nHello.\n');
  const routes: FuzzRoute[] = [];
  let server: TestServer | undefined;
  const stop = async () => {
    await server?.stop();
    await fs.rm(directory, { recursive: true, force: true });
  };
  try {
    server = await startTestServer({
      database,
      plugins,
      workingDirectory: directory,
      onRoute: route => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
      config: {
        auth: { providers: { guest: {} } },
        permission: { enabled: true },
        catalog: {
          rules: [{ allow: ['Component', 'API', 'Group', 'User', 'Location', 'Template'] }],
          locations: [{ type: 'file', target: catalogFile }],
          fileLocationRoots: [directory],
        },
        scaffolder: {
          localRepositoryRoots: [path.join(directory, 'repositories')],
          localRepositoryHost: 'localhost',
          workingDirectory: path.join(directory, 'tasks'),
        },
        techdocs: {
          builder: 'local',
          generator: { runIn: 'local' },
          publisher: { type: 'local', local: { publishDirectory: path.join(directory, 'site') } },
        },
        kubernetes: {
          serviceLocatorMethod: { type: 'multiTenant' },
          clusterLocatorMethods: [{ type: 'demo', name: 'fuzz-demo' }],
        },
      },
    });
    const token = await fetchGuestToken(server.url);
    const found = await waitForCatalog(server, token);
    const task = await server.json<{ id: string }>('/api/scaffolder/v2/tasks', {
      token,
      method: 'POST',
      body: { templateRef: 'template:default/fuzz-template', values: { name: 'fuzz' } },
    });
    if (task.status !== 201) throw new Error(`The fuzz task was not created: ${task.status}`);
    // The Kubernetes client library loads on the proxy's first use (about a second), which is
    // start-up work rather than an answer's time.
    await server.request('/api/kubernetes/proxy/api/v1/namespaces', { token });
    const context: FuzzContext = {
      token,
      known: [...found.known, task.body.id],
      knownParams: {
        ...found.knownParams,
        taskId: [task.body.id],
        provider: ['guest', 'github'],
        bucket: ['default', 'fuzz'],
        key: ['theme', 'fuzz'],
        entityName: ['fuzz-service'],
      },
      entities: found.entities,
      bodyLimit: DEFAULT_BODY_LIMIT,
    };
    return { server, routes, context, directory, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits for the catalog file to be ingested; answers names, refs, uids and ids that exist. */
async function waitForCatalog(
  server: TestServer,
  token: string,
): Promise<Pick<FuzzContext, 'known' | 'knownParams' | 'entities'>> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const { status, body } = await server.json<{
      items: Array<{ kind: string; metadata: { name: string; uid?: string } }>;
    }>('/api/catalog/entities/by-query?limit=100', { token });
    if (status === 200 && body.items.some(item => item.kind === 'Template')) {
      const locations = await server.json<Array<{ data: { id: string } }>>(
        '/api/catalog/locations',
        { token },
      );
      const entities = body.items.map(({ kind, metadata }) => ({
        kind: kind.toLowerCase(),
        namespace: 'default',
        name: metadata.name,
      }));
      const uids = body.items.flatMap(item => (item.metadata.uid ? [item.metadata.uid] : []));
      const ids = locations.body.map(location => location.data.id);
      const refs = entities.map(({ kind, name }) => `${kind}:default/${name}`);
      return {
        entities,
        knownParams: { uid: uids, id: ids },
        known: [
          ...new Set(['default', 'guest', 'fuzz-demo', 'file', 'url', ...refs, ...uids, ...ids]),
          ...entities.flatMap(({ kind, name }) => [kind, name]),
        ],
      };
    }
    await new Promise(resolve => setTimeout(resolve, 50));
  }
  throw new Error('The catalog file was not ingested within 20 s');
}
