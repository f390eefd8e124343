import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface SourceTree {
  /** The temp directory holding the files. */
  dir: string;
  remove: () => Promise<void>;
}

/** Writes `files` (relative path → text) into a new temp directory. */
export async function writeSourceTree(files: Record<string, string>): Promise<SourceTree> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'atrium-techdocs-')));
  await writeFiles(dir, files);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(dir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
}
