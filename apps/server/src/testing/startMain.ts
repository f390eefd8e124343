import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Bundles the server into `outfile` with `apps/server/scripts/bundleServer.mjs`, as `npm run build` does. */
export async function bundleServer(outfile: string): Promise<string> {
  const script = pathToFileURL(path.join(repoRoot, 'apps/server/scripts/bundleServer.mjs'));
  const { bundleServer: bundle } = (await import(script.href)) as {
    bundleServer(outfile: string): Promise<string>;
  };
  return bundle(outfile);
}

/** The repository root: `npm start` runs from here, so relative config paths resolve here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Bundles the server as `npm run build` does, into a file of its own inside apps/server (so
 * tests running at once do not share one); answers its path.
 */
export async function bundleServerForTest(): Promise<string> {
  const outfile = path.join(
    repoRoot,
    'apps/server/dist',
    `main.test-${process.pid}-${Date.now()}.mjs`,
  );
  return bundleServer(outfile);
}

export interface StartedMain {
  child: ChildProcess;
  /** Everything the process wrote so far, both streams. */
  output: () => string;
  exited: Promise<number | null>;
  /** Asks the server to stop, as SIGTERM does, and waits for it to exit. */
  stop(): Promise<void>;
  /** Polls `check` until it answers a value; fails after 30 s with the server's output. */
  waitFor<T>(check: () => Promise<T | undefined>, what: string): Promise<T>;
}

/**
 * Runs the server from the repository root with these arguments: `apps/server/src/main.ts`
 * through tsx, or a bundle of it (`bundle`) the way `npm start` runs apps/server/dist/main.mjs.
 */
export function startMain(args: string[], options: { bundle?: string } = {}): StartedMain {
  let output = '';
  const entry = options.bundle ? [options.bundle] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, [...entry, ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  child.stdout?.on('data', chunk => (output += chunk));
  child.stderr?.on('data', chunk => (output += chunk));
  const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    async waitFor(check, what) {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        const value = await check().catch(() => undefined);
        if (value !== undefined) return value;
        await new Promise(resolve => setTimeout(resolve, 100));
      }
      throw new Error(`Timed out waiting for ${what}\n${output}`);
    },
  };
}

/**
 * A configuration file over the shipped one that keeps a run inside `dir`: the database, the
 * repositories templates publish to, a directory of catalog files (both catalog file roots) and
 * the task workspaces. Answers the file, the repositories directory and the catalog directory.
 */
export async function writeSelfContainedConfig(
  dir: string,
  port: number,
): Promise<{ file: string; repositories: string; catalogFiles: string }> {
  const repositories = path.join(dir, 'repositories');
  const catalogFiles = path.join(dir, 'catalog');
  const file = path.join(dir, 'self-contained.yaml');
  await writeFile(
    file,
    JSON.stringify({
      backend: {
        listen: { port, host: '127.0.0.1' },
        database: { client: 'better-sqlite3', connection: { directory: path.join(dir, 'data') } },
      },
      catalog: { fileLocationRoots: [repositories, catalogFiles] },
      scaffolder: { localRepositoryRoots: [repositories], workingDirectory: dir },
      techdocs: {
        publisher: { type: 'local', local: { publishDirectory: path.join(dir, 'docs') } },
      },
    }),
  );
  return { file, repositories, catalogFiles };
}
