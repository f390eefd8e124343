import path from 'node:path';
import { InputError, NotAllowedError } from '@atrium/model';
import { findBareRepositoryPath, realpathOfLongestExisting } from '@atrium/server-core';
import { LOCATION_TYPES, type LocationInput } from '../../shared';
import type { ProcessSourceDeps } from '../processing/processSource';
import { isInsideRealRoots, isInsideRoots } from '../processing/readSourceContent';

/**
 * Checks a location given through the API and puts it in stored form: a known type, an absolute
 * http(s) URL on an allowed host, or a file path (made absolute) inside the allowed roots, also
 * once symbolic links are resolved, and never a protected path.
 */
export async function normaliseLocationInput(
  input: LocationInput,
  deps: Pick<ProcessSourceDeps, 'reader' | 'fileRoots' | 'protectedPaths'>,
  workingDirectory: string,
): Promise<LocationInput> {
  const { type } = input;
  const presence = input.presence ? { presence: input.presence } : {};
  if (!(LOCATION_TYPES as readonly string[]).includes(type)) {
    throw new InputError(`Unsupported location type '${type}': use ${LOCATION_TYPES.join(' or ')}`);
  }
  if (/^\s*javascript:/i.test(input.target)) {
    throw new InputError('A location target cannot be a javascript: URL');
  }
  if (type === 'url') {
    let url: URL;
    try {
      url = new URL(input.target);
    } catch {
      throw new InputError(
        `Invalid location target '${input.target}': a url location needs an absolute http(s) URL`,
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new InputError(
        `Invalid location target '${input.target}': only http and https URLs can be read`,
      );
    }
    if (!deps.reader.isAllowed(url.href)) {
      throw new NotAllowedError(
        `Reading from ${url.href} is not allowed; add its host to backend.reading.allow`,
      );
    }
    return { type, target: url.href, ...presence };
  }
  const target = path.resolve(workingDirectory, input.target);
  // A file in a bare repository is read through git; the repository itself must be allowed.
  const bare = await findBareRepositoryPath(target);
  const real = await realpathOfLongestExisting(bare?.gitDir ?? target);
  if (!isInsideRoots(target, deps.fileRoots) || !(await isInsideRealRoots(real, deps.fileRoots))) {
    throw new NotAllowedError(
      `Reading ${input.target} is not allowed: file locations must be under ${deps.fileRoots.join(', ')}`,
    );
  }
  if (!bare) deps.protectedPaths.assertRealPathReadable(real, target, input.target);
  return { type, target, ...presence };
}
