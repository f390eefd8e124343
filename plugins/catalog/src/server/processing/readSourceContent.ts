import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError, NotAllowedError, NotFoundError } from '@atrium/model';
import {
  findBareRepositoryPath,
  formatMegabytes,
  isPathInside,
  readBareRepositoryFile,
  realpathOfLongestExisting,
  type ProtectedPaths,
  type UrlReader,
} from '@atrium/server-core';

/** Reads what a provider instance holds now; see CatalogProvider. */
export interface ProviderSourceReader {
  read(): Promise<readonly unknown[]>;
}

export interface ContentReaderOptions {
  reader: UrlReader;
  /** The instances of entity providers, by location type and target. */
  providerInstances?: ReadonlyMap<string, ReadonlyMap<string, ProviderSourceReader>>;
  /** API-registered file locations must lie under one of these directories. */
  fileRoots: readonly string[];
  /** Never read, whatever the roots say: the database, the configuration, repository folders. */
  protectedPaths: ProtectedPaths;
  maxBytes: number;
}

export type ReadContent =
  { notModified: true } | { notModified: false; buffer: Buffer; etag?: string };

export function isInsideRoots(file: string, roots: readonly string[]): boolean {
  const resolved = path.resolve(file);
  return roots.some(root => isPathInside(path.resolve(root), resolved));
}

/** Whether a real path lies under one of the roots, each taken at its real path too. */
export async function isInsideRealRoots(realFile: string, roots: readonly string[]) {
  for (const root of roots) {
    if (isPathInside(await realpathOfLongestExisting(path.resolve(root)), realFile)) return true;
  }
  return false;
}

/**
 * Reads a `file` or `url` target, enforcing the size limit and where reading is allowed. A file
 * path through a bare repository (`…/payments.git/catalog-info.yaml`) is read at its HEAD, through
 * git only: the repository's own folder (config, hooks) is never read as files.
 */
export async function readSourceContent(
  type: string,
  target: string,
  options: ContentReaderOptions & { trusted: boolean; etag?: string },
): Promise<ReadContent> {
  if (type === 'url') return options.reader.read(target, { etag: options.etag });
  const providerTypes = options.providerInstances?.get(type);
  if (providerTypes) return readProviderInstance(type, target, providerTypes);
  if (type !== 'file') throw new InputError(`Unsupported location type '${type}': use url or file`);
  const bare = await findBareRepositoryPath(target);
  // Checked on the real path: a link inside a root may point anywhere.
  const real = await realpathOfLongestExisting(bare?.gitDir ?? path.resolve(target));
  if (
    !options.trusted &&
    !(
      isInsideRoots(target, options.fileRoots) && (await isInsideRealRoots(real, options.fileRoots))
    )
  ) {
    throw new NotAllowedError(
      `Reading ${target} is not allowed: files registered through the API must be under ${options.fileRoots.join(', ')}`,
    );
  }
  if (bare) {
    const buffer = await readBareRepositoryFile(target, options);
    if (buffer) return { notModified: false, buffer };
  }
  options.protectedPaths.assertRealPathReadable(real, target);
  let stat;
  try {
    stat = await fs.stat(real);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR')
      throw new NotFoundError(`${target} does not exist`);
    throw error;
  }
  if (!stat.isFile()) throw new InputError(`${target} is not a file`);
  if (stat.size > options.maxBytes) {
    throw new InputError(
      `${target} is larger than the limit of ${formatMegabytes(options.maxBytes)}`,
    );
  }
  return { notModified: false, buffer: await fs.readFile(real) };
}

/**
 * A provider instance's entities as one document stream: from here on they are processed as a
 * file's would be (content hash, validation, Location entities followed).
 */
async function readProviderInstance(
  type: string,
  target: string,
  instances: ReadonlyMap<string, ProviderSourceReader>,
): Promise<ReadContent> {
  const instance = instances.get(target);
  if (!instance) {
    throw new NotFoundError(`No ${type} provider named '${target}' is configured any more`);
  }
  const documents = await instance.read();
  const text = documents.map(document => JSON.stringify(document)).join('\n---\n');
  return { notModified: false, buffer: Buffer.from(text) };
}
