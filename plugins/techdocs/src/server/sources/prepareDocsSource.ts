import { execFile, spawn } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InputError, NotFoundError } from '@atrium/model';
import { findBareRepositoryPath, type RepositoryTreeFetcher } from '@atrium/server-core';
import type { HashDocsSource } from '../../builder';
import type { DocsSource } from './resolveDocsSource';

/** Sources ready to build: a directory to read and the etag that names their content. */
export interface PreparedDocsSource {
  directory: string;
  etag: string;
  /** Removes what preparing copied; the entity's own directory is never removed. */
  cleanup(): Promise<void>;
}

export interface DocsSourcePreparer {
  /** The etag of the sources as they are now, without copying them where that can be avoided. */
  etag(source: DocsSource, signal?: AbortSignal): Promise<string>;
  /**
   * Makes the sources readable. `knownEtag`, when the caller has just asked `etag`, is taken
   * as it is rather than worked out again (a second hash, or a second round trip to the host).
   */
  prepare(
    source: DocsSource,
    signal?: AbortSignal,
    knownEtag?: string,
  ): Promise<PreparedDocsSource>;
}

export interface DocsSourcePreparerOptions {
  hashDirectory: HashDocsSource;
  /** Reads `url:` sources; without it they are refused with a message saying why. */
  fetchRepositoryTree?: RepositoryTreeFetcher;
}

/**
 * Gets sources to the builder: a directory on this server is read where it is, one inside a bare
 * repository (where the portal's own templates publish) is exported from its HEAD, and a remote
 * one is fetched through its source-control integration.
 */
export function createDocsSourcePreparer(options: DocsSourcePreparerOptions): DocsSourcePreparer {
  function fetcherFor(url: string): RepositoryTreeFetcher {
    if (!options.fetchRepositoryTree) {
      throw new InputError(`Cannot read docs from ${url}: no source-control integration reads it`);
    }
    return options.fetchRepositoryTree;
  }

  return {
    async etag(source, signal) {
      if (source.type === 'url') return fetcherFor(source.url).etag(source.url, signal);
      const bare = await bareRepositoryOf(source.path);
      if (bare) return bareTreeId(bare.gitDir, bare.pathInRepository, source.path);
      await assertDirectory(source.path);
      return options.hashDirectory(source.path);
    },

    async prepare(source, signal, knownEtag) {
      if (source.type === 'directory') {
        const bare = await bareRepositoryOf(source.path);
        if (!bare) {
          await assertDirectory(source.path);
          const etag = knownEtag ?? (await options.hashDirectory(source.path));
          return { directory: source.path, etag, cleanup: async () => {} };
        }
        const etag =
          knownEtag ?? (await bareTreeId(bare.gitDir, bare.pathInRepository, source.path));
        return withTempDir(async dir => {
          await exportBareTree(bare.gitDir, bare.pathInRepository, dir);
          return { directory: path.join(dir, bare.pathInRepository), etag };
        });
      }
      const fetcher = fetcherFor(source.url);
      const etag = knownEtag ?? (await fetcher.etag(source.url, signal));
      return withTempDir(async dir => ({
        ...(await fetcher.fetch(source.url, dir, signal)),
        etag,
      }));
    },
  };
}

/**
 * The bare repository a docs directory lies in, with the directory's path inside it (`.` for its
 * root). Asked for a file in the directory, as the repository itself is no directory of docs.
 */
async function bareRepositoryOf(directory: string) {
  const found = await findBareRepositoryPath(path.join(directory, 'mkdocs.yml'));
  return (
    found && { gitDir: found.gitDir, pathInRepository: path.posix.dirname(found.pathInRepository) }
  );
}

async function withTempDir(
  fill: (dir: string) => Promise<{ directory: string; etag: string }>,
): Promise<PreparedDocsSource> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-docs-source-'));
  const cleanup = () => fs.rm(dir, { recursive: true, force: true });
  try {
    return { ...(await fill(dir)), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function assertDirectory(directory: string): Promise<void> {
  const stat = await fs.stat(directory).catch(() => undefined);
  if (!stat?.isDirectory()) {
    throw new NotFoundError(`The docs directory ${directory} does not exist`);
  }
}

/** The id of the tree at HEAD: it changes exactly when a file under it does. */
async function bareTreeId(gitDir: string, pathInRepository: string, shown: string) {
  const object = pathInRepository === '.' ? 'HEAD^{tree}' : `HEAD:${pathInRepository}`;
  try {
    return (await git(gitDir, ['rev-parse', '--verify', '--quiet', object])).trim();
  } catch {
    throw new NotFoundError(`The docs directory ${shown} does not exist in its repository`);
  }
}

/** Writes the files of HEAD under `pathInRepository` to `targetDir`, keeping their paths. */
function exportBareTree(gitDir: string, pathInRepository: string, targetDir: string) {
  const prefix = pathInRepository;
  return new Promise<void>((resolve, reject) => {
    const archive = spawn('git', [
      '--git-dir',
      gitDir,
      'archive',
      '--format=tar',
      'HEAD',
      '--',
      prefix,
    ]);
    const extract = spawn('tar', ['-x', '-C', targetDir]);
    let failure = '';
    archive.stderr.on('data', (chunk: Buffer) => (failure += chunk.toString('utf8')));
    extract.stderr.on('data', (chunk: Buffer) => (failure += chunk.toString('utf8')));
    archive.stdout.pipe(extract.stdin);
    archive.on('error', reject);
    extract.on('error', reject);
    extract.on('close', code =>
      code === 0 ? resolve() : reject(new Error(`Could not export the docs: ${failure.trim()}`)),
    );
  });
}

function git(gitDir: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', ['--git-dir', gitDir, ...args], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });
}
