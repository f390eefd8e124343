import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** What `npm start` runs, and so what the benchmarks start. */
export const SERVER_BUNDLE = 'apps/server/dist/main.mjs';

/**
 * Bundles the server from the current source before a run (a few seconds), so the figures are
 * never those of a bundle older than the code beside it.
 */
export function buildServerBundle(repoRoot: string): void {
  const build = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'apps/server/scripts/bundleServer.mjs')],
    { cwd: repoRoot, stdio: 'inherit', timeout: 120_000 },
  );
  if (build.status !== 0) throw new Error(`Bundling the server failed (status ${build.status})`);
}
