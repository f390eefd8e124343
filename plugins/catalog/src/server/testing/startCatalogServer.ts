import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ENTITY_KINDS } from '@atrium/model';
import type { DatabaseManager, PluginDefinition } from '@atrium/server-core';
import { startTestServer, type TestDatabaseId, type TestServer } from '@atrium/server-core/testing';
import { catalogPlugin } from '../plugin';

export interface CatalogTestServer extends TestServer {
  /** A fresh temporary directory; files written here may be registered through the API. */
  readonly dir: string;
  /** Writes a file under `dir` (creating folders) and answers its absolute path. */
  write(relativePath: string, content: string): Promise<string>;
  /** GETs a JSON path. */
  get<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  /** Polls until `check` answers a value other than undefined, or fails after `timeoutMs`. */
  waitFor<T>(check: () => Promise<T | undefined>, timeoutMs?: number): Promise<T>;
}

export interface StartCatalogServerOptions {
  database?: TestDatabaseId;
  /** A database of the test's own, e.g. to start again on what an earlier server left. */
  databaseManager?: DatabaseManager;
  /** Files to write before start, relative to `dir`. */
  files?: Record<string, string>;
  /** `catalog.locations` entries, targets relative to `dir` for file locations. */
  locations?: Array<{ type: string; target: string }>;
  /** Extra configuration merged over the test defaults. */
  config?: Record<string, unknown>;
  /** Plugins set up before the catalog, e.g. one providing a stand-in core service. */
  plugins?: readonly PluginDefinition[];
}

/** Starts a server with only the catalog plugin, reading files from its own temporary directory. */
export async function startCatalogServer(
  options: StartCatalogServerOptions = {},
): Promise<CatalogTestServer> {
  const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-catalog-')));
  const write = async (relativePath: string, content: string) => {
    const file = path.join(dir, relativePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
    return file;
  };
  for (const [file, content] of Object.entries(options.files ?? {})) await write(file, content);
  const { catalog: catalogOverrides, ...restOverrides } = (options.config ?? {}) as {
    catalog?: Record<string, unknown>;
  };
  const server = await startTestServer({
    plugins: [...(options.plugins ?? []), catalogPlugin],
    database: options.database,
    databaseManager: options.databaseManager,
    workingDirectory: dir,
    config: {
      catalog: {
        rules: [{ allow: [...ENTITY_KINDS] }],
        locations: options.locations ?? [],
        fileLocationRoots: [dir],
        ...catalogOverrides,
      },
      ...restOverrides,
    },
  });
  const waitFor = async <T>(
    check: () => Promise<T | undefined>,
    timeoutMs = 10_000,
  ): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
      await new Promise(resolve => setTimeout(resolve, 25));
    }
  };
  return {
    ...server,
    dir,
    write,
    get: path => server.json(path),
    waitFor,
    async stop() {
      await server.stop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** A YAML document for a catalog entity, with only the fields a test cares about. */
export function entityYaml(
  kind: string,
  name: string,
  spec: Record<string, unknown> = {},
  metadata: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    apiVersion: 'backstage.io/v1alpha1',
    kind,
    metadata: { name, ...metadata },
    spec,
  });
}

/** A valid Component (a service in production) owned by `owner`. */
export function componentYaml(name: string, owner = 'team-a'): string {
  return entityYaml('Component', name, { type: 'service', lifecycle: 'production', owner });
}

/** Several documents in one file. */
export function documents(...docs: string[]): string {
  return docs.join('\n---\n');
}
