import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import {
  copyFile,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { isPathInside } from '@atrium/server-core';
import { TECHDOCS_METADATA_FILE } from '../../shared';
import { contentTypeOf } from './contentTypeOf';
import type { DocsSiteKey, DocsStorage, StoredDocsFile } from './DocsStorage';
import { listPublishedFiles } from './listPublishedFiles';
import { listSiteFiles } from './listSiteFiles';
import { mapWithConcurrency } from './mapWithConcurrency';
import { parseDocsMetadata } from './parseDocsMetadata';
import { siteFilePath } from './siteFilePath';
import { siteKeyPath } from './siteKeyPath';

export interface LocalDocsStorageOptions {
  /** Sites are kept under `{directory}/{namespace}/{kind}/{name}/`. */
  directory: string;
}

const COPY_CONCURRENCY = 8;
/** Links are never followed when reading, in case something other than `publish` wrote one. */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);

/**
 * Sites in a directory of this machine: the default, for one replica. Each file is written to a
 * temporary name and renamed into place, so a reader gets a file's old or new content, never a
 * part; files the new site lacks are deleted only after all its files are in place. Publishes
 * of one site must not overlap (the builder runs one build per site at a time).
 */
export function createLocalDocsStorage(options: LocalDocsStorageOptions): DocsStorage {
  const root = path.resolve(options.directory);
  const siteDirOf = (key: DocsSiteKey) => path.join(root, ...siteKeyPath(key).split('/'));
  const fileOf = (siteDir: string, filePath: string) => {
    const file = path.join(siteDir, ...siteFilePath(filePath).split('/'));
    if (!isPathInside(siteDir, file)) throw new InputError(`Invalid docs file path '${filePath}'`);
    return file;
  };

  return {
    async publish(key, sourceDir) {
      const siteDir = siteDirOf(key);
      const files = await listPublishedFiles(sourceDir);
      await mapWithConcurrency(files, COPY_CONCURRENCY, file =>
        copyInto(path.join(sourceDir, file), siteDir, file),
      );
      const kept = new Set(files);
      const stale = (await listSiteFiles(siteDir)).filter(file => !kept.has(file));
      await Promise.all(stale.map(file => rm(fileOf(siteDir, file), { force: true })));
      await removeEmptyDirectories(siteDir, stale);
      return { files: files.length };
    },

    async readMetadata(key) {
      const file = path.join(siteDirOf(key), TECHDOCS_METADATA_FILE);
      const text = await readFile(file, 'utf8').catch(absentAsUndefined);
      return text === undefined ? undefined : parseDocsMetadata(text);
    },

    async readFile(key, filePath) {
      const file = fileOf(siteDirOf(key), filePath);
      const handle = await open(file, OPEN_FLAGS).catch(absentAsUndefined);
      if (!handle) return undefined;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined;
      }
      const stored: StoredDocsFile = {
        body: handle.createReadStream(),
        contentType: contentTypeOf(filePath),
        size: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`,
      };
      return stored;
    },

    async remove(key) {
      await rm(siteDirOf(key), { recursive: true, force: true });
    },

    async listSites() {
      const sites: DocsSiteKey[] = [];
      for (const namespace of await subdirectories(root)) {
        for (const kind of await subdirectories(path.join(root, namespace))) {
          for (const name of await subdirectories(path.join(root, namespace, kind))) {
            const metadata = path.join(root, namespace, kind, name, TECHDOCS_METADATA_FILE);
            if (await stat(metadata).catch(absentAsUndefined))
              sites.push({ namespace, kind, name });
          }
        }
      }
      return sites;
    },
  };
}

/** The names of the directories in `dir` (links are not followed), none when it is absent. */
async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(absentAsUndefined);
  return (entries ?? [])
    .filter(entry => entry.isDirectory())
    .map(entry => entry.name)
    .sort();
}

/** Copies one file into the site under a temporary name, then renames it into place. */
async function copyInto(source: string, siteDir: string, file: string): Promise<void> {
  const target = path.join(siteDir, ...file.split('/'));
  await makeParentDirectory(siteDir, target);
  const temporary = `${target}.${randomUUID()}.publishing`;
  await copyFile(source, temporary);
  try {
    await rename(temporary, target);
  } catch (error) {
    // A directory of the old site where the new one has a file: the file wins.
    if (!['EISDIR', 'ENOTEMPTY', 'EEXIST', 'EPERM'].includes(errorCode(error))) throw error;
    await rm(target, { recursive: true, force: true });
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Creates the target's directory; a file of the old site in the way is replaced by it. */
async function makeParentDirectory(siteDir: string, target: string): Promise<void> {
  const parent = path.dirname(target);
  try {
    await mkdir(parent, { recursive: true });
  } catch (error) {
    if (!['ENOTDIR', 'EEXIST'].includes(errorCode(error))) throw error;
    for (let dir = parent; dir !== siteDir && isPathInside(siteDir, dir); dir = path.dirname(dir)) {
      const stats = await stat(dir).catch(absentAsUndefined);
      if (stats && !stats.isDirectory()) await rm(dir, { force: true });
    }
    await mkdir(parent, { recursive: true });
  }
}

/** Removes the directories the stale files leave empty, deepest first. */
async function removeEmptyDirectories(siteDir: string, staleFiles: string[]): Promise<void> {
  const dirs = new Set<string>();
  for (const file of staleFiles) {
    for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) {
      dirs.add(dir);
    }
  }
  const deepestFirst = [...dirs].sort((a, b) => b.split('/').length - a.split('/').length);
  for (const dir of deepestFirst) {
    await rmdir(path.join(siteDir, ...dir.split('/'))).catch(() => undefined);
  }
}

function errorCode(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? '';
}

function absentAsUndefined(error: unknown): undefined {
  if (['ENOENT', 'ENOTDIR', 'ELOOP'].includes(errorCode(error))) return undefined;
  throw error;
}
