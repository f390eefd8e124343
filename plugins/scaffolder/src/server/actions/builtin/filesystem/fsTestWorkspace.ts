import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A temporary directory holding a workspace and, beside it, an `outside` directory to guard. */
export interface FsTestWorkspace {
  readonly workspace: string;
  readonly outside: string;
  write(relativePath: string, content?: string): Promise<void>;
  /** The files below a directory, relative, sorted; links listed as `name -> target`. */
  tree(dir: string): Promise<string[]>;
  remove(): Promise<void>;
}

export async function createFsTestWorkspace(): Promise<FsTestWorkspace> {
  const root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-fs-')));
  const workspace = path.join(root, 'workspace');
  const outside = path.join(root, 'outside');
  await fs.mkdir(workspace);
  await fs.mkdir(outside);
  await fs.writeFile(path.join(outside, 'secret.txt'), 'keep me');
  await fs.symlink(outside, path.join(workspace, 'link-out'));
  const tree = async (dir: string, prefix = ''): Promise<string[]> => {
    const out: string[] = [];
    for (const entry of await fs.readdir(path.join(dir, prefix), { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) {
        out.push(`${relative} -> ${await fs.readlink(path.join(dir, relative))}`);
      } else if (entry.isDirectory()) out.push(`${relative}/`, ...(await tree(dir, relative)));
      else out.push(relative);
    }
    return out.sort();
  };
  return {
    workspace,
    outside,
    async write(relativePath, content = relativePath) {
      const file = path.join(workspace, relativePath);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    },
    tree: dir => tree(dir),
    remove: () => fs.rm(root, { recursive: true, force: true }),
  };
}
