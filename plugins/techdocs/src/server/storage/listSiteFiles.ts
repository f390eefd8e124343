import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every regular file under `directory`, as sorted `/`-joined paths relative to it. Symbolic
 * links are skipped: a built site is published as the files it
 * holds, never as what a link in the docs sources points at elsewhere on the machine.
 */
export async function listSiteFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter(entry => entry.isFile())
    .map(entry =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}
