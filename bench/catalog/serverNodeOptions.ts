import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE } from './buildServerBundle';

/**
 * The Node.js options `npm start` runs the server with (the root package.json's start script),
 * so the bench measures the server as it is run, heap settings included.
 */
export function serverNodeOptions(repoRoot: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const bundle = SERVER_BUNDLE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`\\bnode((?:\\s+--\\S+)*)\\s+${bundle}\\b`).exec(scripts.start ?? '');
  if (!match) throw new Error(`The start script does not run ${SERVER_BUNDLE} with node`);
  return match[1]!.trim().split(/\s+/).filter(Boolean);
}
