import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';

export interface WorkspaceFile {
  path: string;
  base64Content: string;
  executable?: boolean;
}

/**
 * A relative path that stays inside its directory: no absolute path, drive letter or `..`
 * segment, whichever separator is used.
 */
export function safeRelativePath(given: string): string {
  const parts = given.split(/[\\/]+/);
  if (
    path.isAbsolute(given) ||
    /^[a-zA-Z]:/.test(given) ||
    given.startsWith('\\') ||
    parts.some(part => part === '..') ||
    given.includes('\0')
  ) {
    throw new InputError(`Invalid file path ${given}: paths must be relative, without '..'`);
  }
  const clean = parts.filter(part => part !== '' && part !== '.').join('/');
  if (!clean) throw new InputError(`Invalid file path ${given}`);
  return clean;
}

/** Writes the files of a dry-run request under `root` (paths checked by safeRelativePath). */
export async function writeWorkspaceFiles(
  root: string,
  files: ReadonlyArray<{ path: string; base64Content: string; executable?: boolean }>,
): Promise<void> {
  for (const file of files) {
    const target = path.join(root, safeRelativePath(file.path));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(file.base64Content, 'base64'));
    if (file.executable) await chmod(target, 0o755);
  }
}

/** Every file under `root`, with `/`-separated relative paths, in name order. */
export async function readWorkspaceFiles(root: string): Promise<WorkspaceFile[]> {
  const files: WorkspaceFile[] = [];
  async function walk(dir: string) {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) {
        const info = await stat(full);
        files.push({
          path: path.relative(root, full).split(path.sep).join('/'),
          base64Content: (await readFile(full)).toString('base64'),
          executable: (info.mode & 0o111) !== 0,
        });
      }
    }
  }
  await walk(root);
  return files;
}
