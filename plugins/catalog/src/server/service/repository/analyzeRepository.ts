import type { UrlReader } from '@atrium/server-core';
import type { AnalyzeLocationResponse, LocationInput } from '../../../shared';
import type { ProcessSourceDeps } from '../../processing/processSource';
import { readExistingEntityFiles } from '../readExistingEntityFiles';
import type { RepositoryLookup } from './createRepositoryLookup';
import type { RepositoryUrl } from './parseRepositoryUrl';
import { repositoryFileUrl } from './repositoryFileUrl';
import { suggestCodeOwner } from './suggestCodeOwner';
import { suggestComponent } from './suggestComponent';

export interface AnalyzeRepositoryOptions {
  deps: ProcessSourceDeps;
  lookup: RepositoryLookup;
  registered: () => Promise<readonly LocationInput[]>;
  /** `catalog.import.entityFilename`, or the request's `catalogFilename`. */
  filename: string;
}

// Where GitHub looks for CODEOWNERS, in its order; the first one found is used.
const CODEOWNERS_PATHS = ['.github/CODEOWNERS', 'CODEOWNERS', 'docs/CODEOWNERS'];
/** GitHub ignores a CODEOWNERS file larger than this. */
const MAX_CODEOWNERS_BYTES = 3 * 1024 * 1024;

/**
 * A repository through its integration: the catalog file at its root on the default branch (or
 * the branch its URL names) when there is one, else a Component to propose, its owner suggested
 * by CODEOWNERS.
 */
export async function analyzeRepository(
  given: RepositoryUrl,
  options: AnalyzeRepositoryOptions,
): Promise<AnalyzeLocationResponse> {
  const { repository, defaultBranch } = await options.lookup(given);
  const branch = given.branch ?? defaultBranch;
  const propose = (owner?: string): AnalyzeLocationResponse => ({
    existingEntityFiles: [],
    generateEntities: [suggestComponent({ repositoryName: repository.repo, repository, owner })],
  });
  // An empty repository: nothing to read yet.
  if (!branch) return propose();
  const target = repositoryFileUrl(repository, branch, options.filename);
  if (await exists(options.deps.reader, target)) {
    return {
      existingEntityFiles: await readExistingEntityFiles(
        { type: 'url', target },
        { deps: options.deps, registered: options.registered },
      ),
      generateEntities: [],
    };
  }
  return propose(await readCodeOwner(repository, branch, options.deps.reader));
}

async function exists(reader: UrlReader, url: string): Promise<boolean> {
  try {
    await reader.read(url);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}

/**
 * The owner CODEOWNERS suggests; a suggestion only, so a file that cannot be read (too large,
 * refused) leaves the owner to the person rather than failing the analysis.
 */
async function readCodeOwner(
  repository: RepositoryUrl,
  branch: string,
  reader: UrlReader,
): Promise<string | undefined> {
  for (const path of CODEOWNERS_PATHS) {
    let buffer: Buffer;
    try {
      const answer = await reader.read(repositoryFileUrl(repository, branch, path));
      if (answer.notModified) return undefined;
      buffer = answer.buffer;
    } catch (error) {
      if (isNotFound(error)) continue;
      return undefined;
    }
    if (buffer.length > MAX_CODEOWNERS_BYTES) return undefined;
    return suggestCodeOwner(buffer.toString('utf8'));
  }
  return undefined;
}

// By name: errors may come from another copy of the model package.
function isNotFound(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'NotFoundError';
}
