import path from 'node:path';
import { InputError } from '@atrium/model';
import {
  findBareRepositoryPath,
  isPathInside,
  realpathOfLongestExisting,
} from '@atrium/server-core';

/** Where a placeholder's file is, once it is known to lie inside the entity's own source. */
export type PlaceholderTarget = { type: 'url' | 'file'; target: string };

export interface PlaceholderSource {
  /** The type and target of the file the entity was read from. */
  sourceType: string;
  sourceTarget: string;
  /** `type:target` of the registered location the file was reached from. */
  originLocation: string;
}

/**
 * Resolves a placeholder's reference against the entity's file and confines it to the same source:
 * the same repository (read from git for a bare repository), the same URL host and repository, or
 * the directory tree of the registered file location, after resolving symbolic links. Anything
 * else is an InputError naming the reference.
 */
export async function resolvePlaceholderTarget(
  reference: string,
  source: PlaceholderSource,
): Promise<PlaceholderTarget> {
  if (source.sourceType === 'url')
    return { type: 'url', target: sameRepositoryUrl(reference, source) };
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) throw outside(reference, 'this file location');
  const bare = await findBareRepositoryPath(source.sourceTarget);
  if (bare) {
    const inRepository = path.posix.normalize(
      path.posix.join(path.posix.dirname(bare.pathInRepository), reference),
    );
    if (path.posix.isAbsolute(reference) || inRepository.split('/')[0] === '..') {
      throw outside(reference, 'its repository');
    }
    return { type: 'file', target: path.join(bare.gitDir, ...inRepository.split('/')) };
  }
  const target = path.resolve(path.dirname(source.sourceTarget), reference);
  const root = locationDirectory(source);
  const where = 'the directory of its location';
  if (!root || !isPathInside(root, target)) throw outside(reference, where);
  // A link inside the directory may point anywhere: what counts is where it leads.
  const real = await realpathOfLongestExisting(target);
  if (!isPathInside(await realpathOfLongestExisting(root), real)) throw outside(reference, where);
  return { type: 'file', target: real };
}

function locationDirectory(source: PlaceholderSource): string | undefined {
  const separator = source.originLocation.indexOf(':');
  if (source.originLocation.slice(0, separator) !== 'file') return undefined;
  return path.dirname(path.resolve(source.originLocation.slice(separator + 1)));
}

function sameRepositoryUrl(reference: string, source: PlaceholderSource): string {
  let resolved: URL;
  try {
    resolved = new URL(reference, source.sourceTarget);
  } catch {
    throw new InputError(`'${reference}' is not a valid URL or path`);
  }
  const base = new URL(source.sourceTarget);
  const prefix = repositoryPrefix(base);
  if (
    resolved.origin !== base.origin ||
    (prefix !== undefined && !resolved.pathname.startsWith(prefix)) ||
    resolved.pathname.split('/').includes('..')
  ) {
    throw outside(reference, prefix ? `${base.origin}${prefix}` : base.origin);
  }
  return resolved.href;
}

/** Path segments after which a code host's browse URLs name a file of the repository before them. */
const REPOSITORY_MARKERS = new Set(['-', 'blob', 'tree', 'raw', 'src', 'browse', 'edit']);

/**
 * The path prefix naming the repository of a code host's file URL (`/acme/rides/` of
 * `/acme/rides/blob/main/catalog-info.yaml`), or undefined when the URL shows none.
 */
export function repositoryPrefix(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'raw.githubusercontent.com') {
    return segments.length >= 2 ? `/${segments.slice(0, 2).join('/')}/` : undefined;
  }
  const git = segments.indexOf('_git');
  if (git >= 0 && segments[git + 1]) return `/${segments.slice(0, git + 2).join('/')}`;
  const marker = segments.findIndex((segment, i) => i >= 2 && REPOSITORY_MARKERS.has(segment));
  return marker >= 0 ? `/${segments.slice(0, marker).join('/')}/` : undefined;
}

function outside(reference: string, where: string): InputError {
  return new InputError(
    `${reference} leads outside ${where}; a placeholder reads only files of its own source`,
  );
}
