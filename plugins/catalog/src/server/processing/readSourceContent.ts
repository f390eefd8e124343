import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError, NotAllowedError, NotFoundError } from '@atrium/model';
import {
  formatMegabytes,
  isPathInside,
  readBareRepositoryFile,
  type UrlReader,
} from '@atrium/server-core';

export interface ContentReaderOptions {
  reader: UrlReader;
  /** API-registered file locations must lie under one of these directories. */
  fileRoots: readonly string[];
  maxBytes: number;
}

export type ReadContent =
  { notModified: true } | { notModified: false; buffer: Buffer; etag?: string };

export function isInsideRoots(file: string, roots: readonly string[]): boolean {
  const resolved = path.resolve(file);
  return roots.some(root => isPathInside(path.resolve(root), resolved));
}

/**
 * Reads a `file` or `url` target, enforcing the size limit and where reading is allowed. A file
 * path through a bare repository (`…/payments.git/catalog-info.yaml`) is read at its HEAD.
 */
export async function readSourceContent(
  type: string,
  target: string,
  options: ContentReaderOptions & { trusted: boolean; etag?: string },
): Promise<ReadContent> {
  if (type === 'url') return options.reader.read(target, { etag: options.etag });
  if (type !== 'file') throw new InputError(`Unsupported location type '${type}': use url or file`);
  if (!options.trusted && !isInsideRoots(target, options.fileRoots)) {
    throw new NotAllowedError(
      `Reading ${target} is not allowed: files registered through the API must be under ${options.fileRoots.join(', ')}`,
    );
  }
  let size: number;
  try {
    const stat = await fs.stat(target);
    if (!stat.isFile()) throw new InputError(`${target} is not a file`);
    size = stat.size;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      // A repository pushed to this server (publish:git) is bare: its files are read at HEAD.
      const buffer = await readBareRepositoryFile(target, options);
      if (buffer) return { notModified: false, buffer };
      throw new NotFoundError(`${target} does not exist`);
    }
    throw error;
  }
  if (size > options.maxBytes) {
    throw new InputError(
      `${target} is larger than the limit of ${formatMegabytes(options.maxBytes)}`,
    );
  }
  return { notModified: false, buffer: await fs.readFile(target) };
}
