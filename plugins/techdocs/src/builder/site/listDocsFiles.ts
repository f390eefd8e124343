import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from './isInside';

export interface ListDocsFilesOptions {
  onWarning?: (line: string) => void;
  /** Real paths left out, with a warning: the server's own data beside the docs. */
  isProtected?: (realPath: string) => boolean;
}

/**
 * Every file under `docsDir` (absolute, resolved) as `/`-separated relative paths in name order.
 * A symlink is followed only when its target lies inside `docsDir`, so a link to `/etc/passwd`
 * or to another repository on the server is never read; dot-files and dot-directories are left
 * out as MkDocs leaves them out.
 */
export async function listDocsFiles(
  docsDir: string,
  { onWarning, isProtected }: ListDocsFilesOptions = {},
): Promise<string[]> {
  const files: string[] = [];
  const visited = new Set<string>([docsDir]);

  async function walk(dir: string, relativeDir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      let isDirectory = entry.isDirectory();
      let isFile = entry.isFile();
      let target = full;
      if (entry.isSymbolicLink()) {
        target = await realpath(full).catch(() => '');
        if (!target || !isInside(docsDir, target)) {
          onWarning?.(`Warning: skipped ${relative}: a symlink to outside the docs directory`);
          continue;
        }
        const info = await stat(target);
        isDirectory = info.isDirectory();
        isFile = info.isFile();
      }
      if (isProtected?.(target)) {
        onWarning?.(`Warning: skipped ${relative}: a protected path of this server`);
        continue;
      }
      if (isDirectory) {
        // A symlinked directory could lead back to one of its parents.
        if (visited.has(target)) continue;
        visited.add(target);
        await walk(full, relative);
      } else if (isFile) {
        files.push(relative);
      }
    }
  }

  await walk(docsDir, '');
  return files;
}
