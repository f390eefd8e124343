import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The longest `ensureWebBuild` may take: budgets of whole runs count it in. */
export const WEB_BUILD_TIMEOUT_MS = 600_000;

/** Runs `npm run build` when the web app is not built: browser benchmarks load the built app. */
export function ensureWebBuild(repoRoot: string): void {
  if (existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('apps/web/dist is missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
    timeout: WEB_BUILD_TIMEOUT_MS,
  });
  if (build.status !== 0) throw new Error(`npm run build failed (status ${build.status})`);
}
