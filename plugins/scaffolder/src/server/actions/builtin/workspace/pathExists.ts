import { promises as fs } from 'node:fs';

/** Whether anything is at `file`, a dangling symbolic link included (it is not followed). */
export async function pathExists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch {
    return false;
  }
}
