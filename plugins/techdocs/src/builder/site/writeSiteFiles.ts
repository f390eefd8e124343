import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TECHDOCS_METADATA_FILE } from '../../shared';
import { mapConcurrently } from './mapConcurrently';
import type { WrittenOutput } from './pageCache';

/** One file of the site, its content produced only if it has to be written. */
export interface SiteOutput {
  /** Relative to the site root, `/`-separated. */
  path: string;
  /** Identifies the content; a file whose key is that of the file on disk is not rewritten. */
  key: string;
  content: () => string | Buffer;
}

/** A site file whose key is its content's hash. */
export function siteFile(filePath: string, content: string | Buffer): SiteOutput {
  const key = createHash('sha1').update(content).digest('base64');
  return { path: filePath, key, content: () => content };
}

/** `etag:build_timestamp` of the site in `outputDir`, identifying the build that wrote it. */
export async function readOutputStamp(outputDir: string): Promise<string | undefined> {
  const text = await readFile(path.join(outputDir, TECHDOCS_METADATA_FILE), 'utf8').catch(
    () => undefined,
  );
  try {
    const metadata = text === undefined ? undefined : (JSON.parse(text) as Record<string, unknown>);
    return metadata ? `${String(metadata.etag)}:${String(metadata.build_timestamp)}` : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the directories, up to the root, that removing `files` left empty. */
async function removeEmptyDirs(outputDir: string, files: readonly string[]): Promise<void> {
  const dirs = new Set<string>();
  for (const file of files) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      dirs.add(dir);
    }
  }
  // Deepest first; rmdir refuses a directory that still has files.
  const deepestFirst = [...dirs].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const dir of deepestFirst) {
    await rmdir(path.join(outputDir, ...dir.split('/'))).catch(() => undefined);
  }
}

/**
 * Makes `outputDir` hold exactly `files` and returns their keys. When it still holds the output
 * `previous` describes, only files with a new key are written and files gone from the site
 * deleted, so a rebuild after a one-page edit does not rewrite every page; otherwise the
 * directory is emptied and everything written.
 */
export async function writeSiteFiles(
  outputDir: string,
  files: readonly SiteOutput[],
  previous: WrittenOutput | undefined,
): Promise<Record<string, string>> {
  const keys: Record<string, string> = {};
  for (const file of files) keys[file.path] = file.key;
  const target = (relative: string) => path.join(outputDir, ...relative.split('/'));

  let toWrite: readonly SiteOutput[] = files;
  if (previous && previous.stamp === (await readOutputStamp(outputDir))) {
    toWrite = files.filter(file => previous.files[file.path] !== file.key);
    const gone = Object.keys(previous.files).filter(file => !Object.hasOwn(keys, file));
    await mapConcurrently(gone, 32, file => rm(target(file), { force: true }));
    await removeEmptyDirs(outputDir, gone);
  } else {
    await rm(outputDir, { recursive: true, force: true });
  }

  const dirs = new Set(toWrite.map(file => path.posix.dirname(file.path)));
  await mapConcurrently([...dirs], 32, dir => mkdir(target(dir), { recursive: true }));
  // The metadata last: a site whose metadata is there has all its files.
  const isMetadata = (file: SiteOutput) => file.path === TECHDOCS_METADATA_FILE;
  await mapConcurrently(
    toWrite.filter(file => !isMetadata(file)),
    32,
    file => writeFile(target(file.path), file.content()),
  );
  for (const file of toWrite.filter(isMetadata)) {
    await writeFile(target(file.path), file.content());
  }
  return keys;
}
