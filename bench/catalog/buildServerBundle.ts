import path from 'node:path';
import { bundleServer } from '../../apps/server/src/testing/startMain';

/** What `npm start` runs, and so what the benchmarks start. */
export const SERVER_BUNDLE = 'apps/server/dist/main.mjs';

/**
 * Bundles the server from the current source before a run (a few seconds), so the figures are
 * never those of a bundle older than the code beside it.
 */
export async function buildServerBundle(repoRoot: string): Promise<void> {
  await bundleServer(path.join(repoRoot, SERVER_BUNDLE));
}
