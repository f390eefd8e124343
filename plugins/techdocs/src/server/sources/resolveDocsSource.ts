import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANNOTATION_LOCATION, InputError, stringifyEntityRef, type Entity } from '@atrium/model';
import { isPathInside } from '@atrium/server-core';
import { TECHDOCS_REF_ANNOTATION } from '../../shared';

/**
 * Where an entity's docs sources are:
 * - `directory`: a directory on this server (it may lead through a bare repository);
 * - `url`: a directory of a source-control repository, named by its browse URL.
 */
export type DocsSource = { type: 'directory'; path: string } | { type: 'url'; url: string };

/**
 * Reads `backstage.io/techdocs-ref`: `dir:<path>` relative to the catalog file the entity came
 * from, or `url:<location>`. A `dir:` source must stay inside the catalog file's directory, so
 * whoever can register a catalog file cannot have this server publish its other files.
 */
export function resolveDocsSource(entity: Entity): DocsSource {
  const ref = stringifyEntityRef(entity);
  const annotation = entity.metadata.annotations?.[TECHDOCS_REF_ANNOTATION]?.trim();
  if (!annotation) {
    throw new InputError(`${ref} has no ${TECHDOCS_REF_ANNOTATION} annotation`);
  }
  const separator = annotation.indexOf(':');
  const type = separator > 0 ? annotation.slice(0, separator) : '';
  const target = annotation.slice(separator + 1).trim();
  if (type === 'url') return { type: 'url', url: absoluteUrl(target, ref) };
  if (type !== 'dir') {
    throw new InputError(
      `${ref} has an invalid ${TECHDOCS_REF_ANNOTATION} '${annotation}': use dir:<path> or url:<location>`,
    );
  }
  return resolveDirectory(entity, ref, target);
}

function resolveDirectory(entity: Entity, ref: string, target: string): DocsSource {
  const location = entity.metadata.annotations?.[ANNOTATION_LOCATION] ?? '';
  const separator = location.indexOf(':');
  const locationType = location.slice(0, separator);
  const locationTarget = location.slice(separator + 1);
  if (locationType === 'url') {
    return { type: 'url', url: absoluteUrl(new URL(target || '.', locationTarget).href, ref) };
  }
  if (locationType !== 'file') {
    throw new InputError(
      `${ref} uses dir: in ${TECHDOCS_REF_ANNOTATION}, which needs an entity read from a file or URL location; it has '${location || 'none'}'`,
    );
  }
  const catalogFile = locationTarget.startsWith('file:')
    ? fileURLToPath(locationTarget)
    : path.resolve(locationTarget);
  const base = path.dirname(catalogFile);
  const directory = path.resolve(base, target || '.');
  if (!isPathInside(base, directory)) {
    throw new InputError(
      `${ref} has ${TECHDOCS_REF_ANNOTATION} 'dir:${target}', which leads outside the directory of its catalog file`,
    );
  }
  return { type: 'directory', path: directory };
}

function absoluteUrl(target: string, ref: string): string {
  try {
    const url = new URL(target);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Reported below with the entity's name.
  }
  throw new InputError(
    `${ref} has ${TECHDOCS_REF_ANNOTATION} 'url:${target}', which is not an http(s) URL`,
  );
}
