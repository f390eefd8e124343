import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The build's script names: compared at the start and end to notice a rebuild during the run. */
export async function listBuiltScripts(distDir: string): Promise<string> {
  const files = await readdir(path.join(distDir, 'assets'));
  return files
    .filter(file => file.endsWith('.js'))
    .sort()
    .join(' ');
}
