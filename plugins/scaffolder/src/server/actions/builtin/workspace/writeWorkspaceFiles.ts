import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathExists } from './pathExists';
import { resolveWorkspacePath } from './resolveWorkspacePath';

/** A file to write: its path relative to where it goes, its bytes and its permission bits. */
export interface WorkspaceFile {
  /** Relative, with `/` separators. */
  readonly path: string;
  readonly content: Buffer;
  /** Permission bits, e.g. `0o755`. */
  readonly mode: number;
}

export interface WriteWorkspaceFilesOptions {
  /** Overwrite files already in the workspace (the default); otherwise they are kept. */
  replace?: boolean;
}

/**
 * Writes directories and files into the workspace at `targetPath/<their path>`, each checked on
 * its own, so no name (`../`, an absolute path, a link already in the workspace) lands outside.
 * Answers the paths of the files kept because they existed and `replace` was false.
 */
export async function writeWorkspaceFiles(
  workspacePath: string,
  targetPath: string,
  tree: { readonly directories?: readonly string[]; readonly files: readonly WorkspaceFile[] },
  options: WriteWorkspaceFilesOptions = {},
): Promise<string[]> {
  await fs.mkdir(await resolveWorkspacePath(workspacePath, targetPath), { recursive: true });
  for (const directory of tree.directories ?? []) {
    const destination = await resolveWorkspacePath(workspacePath, below(targetPath, directory));
    await fs.mkdir(destination, { recursive: true });
  }
  const kept: string[] = [];
  for (const file of tree.files) {
    const relativePath = below(targetPath, file.path);
    if (!(await writeWorkspaceFile(workspacePath, relativePath, file, options))) {
      kept.push(file.path);
    }
  }
  return kept;
}

/**
 * Writes one file at a path relative to the workspace, creating its directories. Answers false
 * when the file existed and `replace` was false, so it was kept.
 */
export async function writeWorkspaceFile(
  workspacePath: string,
  relativePath: string,
  file: Pick<WorkspaceFile, 'content' | 'mode'>,
  options: WriteWorkspaceFilesOptions = {},
): Promise<boolean> {
  const destination = await resolveWorkspacePath(workspacePath, relativePath);
  if (options.replace === false && (await pathExists(destination))) return false;
  await fs.mkdir(path.dirname(destination), { recursive: true });
  await fs.writeFile(destination, file.content, { mode: file.mode });
  return true;
}

// An absolute name is kept absolute so that it is refused rather than joined below the target.
function below(targetPath: string, name: string): string {
  return path.isAbsolute(name) ? name : path.join(targetPath, name);
}
