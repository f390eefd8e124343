import { promises as fs } from 'node:fs';
import path from 'node:path';
import { resolveWorkspacePath } from '../workspace/resolveWorkspacePath';
import type { TemplateSourceFile } from './readTemplateSource';

/**
 * Writes files into the workspace, each at `targetPath/<its path>` and each checked on its own,
 * so no file name (`../`, a link already in the workspace) lands outside.
 */
export async function writeWorkspaceFiles(
  workspacePath: string,
  targetPath: string,
  files: readonly TemplateSourceFile[],
): Promise<void> {
  await fs.mkdir(await resolveWorkspacePath(workspacePath, targetPath), { recursive: true });
  for (const file of files) {
    await writeWorkspaceFile(workspacePath, path.join(targetPath, file.path), file);
  }
}

/** Writes one file at a path relative to the workspace, creating its directories. */
export async function writeWorkspaceFile(
  workspacePath: string,
  relativePath: string,
  file: Pick<TemplateSourceFile, 'content' | 'executable'>,
): Promise<string> {
  const destination = await resolveWorkspacePath(workspacePath, relativePath);
  await fs.mkdir(path.dirname(destination), { recursive: true });
  await fs.writeFile(destination, file.content, { mode: file.executable ? 0o755 : 0o644 });
  return destination;
}
