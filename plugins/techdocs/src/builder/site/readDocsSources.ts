import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listDocsFiles, type ListDocsFilesOptions } from './listDocsFiles';
import { mapConcurrently } from './mapConcurrently';

export interface DocsSourceFile {
  /** Relative to the docs directory, `/`-separated. */
  path: string;
  content: Buffer;
}

/** Reads every file of the docs directory (see listDocsFiles for what is left out). */
export async function readDocsSources(
  docsDir: string,
  options?: ListDocsFilesOptions,
): Promise<DocsSourceFile[]> {
  const paths = await listDocsFiles(docsDir, options);
  return mapConcurrently(paths, 32, async relative => ({
    path: relative,
    content: await readFile(path.join(docsDir, ...relative.split('/'))),
  }));
}

/**
 * sha256 over the configuration and every docs file, each as its path, length and bytes, so
 * renaming, moving or editing any file changes the fingerprint.
 */
export function fingerprintSources(
  config: { fileName: string; text: string } | undefined,
  files: readonly DocsSourceFile[],
): string {
  const hash = createHash('sha256');
  const add = (name: string, content: Buffer | string) => {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    hash.update(`${name}\0${bytes.length}\0`);
    hash.update(bytes);
  };
  if (config) add(config.fileName, config.text);
  for (const file of files) add(`docs/${file.path}`, file.content);
  return hash.digest('hex');
}
