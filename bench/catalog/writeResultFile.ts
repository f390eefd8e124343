import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Appends to `<dir>/<date>-<database>.md`, so several runs of a day (10k, then 100k) stay side by
 * side instead of overwriting each other. results/ is git-ignored: figures are shared by pasting
 * them where they are discussed, not by committing them.
 */
export async function writeResultFile(options: {
  dir: string;
  database: string;
  date: Date;
  markdown: string;
}): Promise<string> {
  await mkdir(options.dir, { recursive: true });
  const day = options.date.toISOString().slice(0, 10);
  const file = path.join(options.dir, `${day}-${options.database}.md`);
  await appendFile(file, `${options.markdown}\n`);
  return file;
}
