import { InputError } from '@atrium/model';
import type { ScmIntegrations } from '@atrium/server-core';
import type { AnalyzeLocationResponse, LocationInput } from '../../shared';
import type { ProcessSourceDeps } from '../processing/processSource';
import { readSourceContent } from '../processing/readSourceContent';
import type { LocationService } from './createLocationService';
import { normaliseLocationInput } from './normaliseLocationInput';
import { readExistingEntityFiles } from './readExistingEntityFiles';
import { analyzeRepository } from './repository/analyzeRepository';
import type { RepositoryLookup } from './repository/createRepositoryLookup';
import { isCatalogFileUrl, parseRepositoryUrl } from './repository/parseRepositoryUrl';
import { suggestComponent } from './repository/suggestComponent';

export interface AnalyzeLocationOptions {
  deps: ProcessSourceDeps;
  locations: LocationService;
  /** `catalog.import.entityFilename`. */
  defaultFilename: string;
  workingDirectory: string;
  integrations: ScmIntegrations;
  /** Asks GitHub and Azure DevOps about repositories. */
  lookup: RepositoryLookup;
}

/**
 * `POST /analyze-location`: a YAML URL is read as a catalog file. Any other URL is a repository:
 * on a GitHub or Azure DevOps integration's host it is read through the host's API (see
 * analyzeRepository); another integration's host is a 400 (its repositories are not read here);
 * a host without an integration, or a file path, has the catalog file looked for below the URL,
 * and a Component is proposed when there is none. Reading follows the rules of registering.
 */
export async function analyzeLocation(
  input: { location: LocationInput; catalogFilename?: string },
  options: AnalyzeLocationOptions,
): Promise<AnalyzeLocationResponse> {
  const location = await normaliseLocationInput(
    input.location,
    options.deps,
    options.workingDirectory,
  );
  const filename = checkedFilename(input.catalogFilename ?? options.defaultFilename);
  const registered = async () => options.locations.list();
  const url = location.type === 'url' ? new URL(location.target) : undefined;
  const isCatalogFile = url ? isCatalogFileUrl(url) : /\.ya?ml$/i.test(location.target);
  if (isCatalogFile) {
    return {
      existingEntityFiles: await readExistingEntityFiles(location, {
        deps: options.deps,
        registered,
      }),
      generateEntities: [],
    };
  }
  const integration = url && options.integrations.integrationForUrl(url.href);
  // Other integrations' hosts are refused with a message: their URLs are read as files only.
  if (url && integration) {
    return analyzeRepository(parseRepositoryUrl(url, integration), {
      deps: options.deps,
      lookup: options.lookup,
      registered,
      filename,
    });
  }
  return analyzeBelow(location, filename, options.deps, registered);
}

/** A host without an integration, or a folder: the catalog file is looked for below it. */
async function analyzeBelow(
  location: LocationInput,
  filename: string,
  deps: ProcessSourceDeps,
  registered: () => Promise<readonly LocationInput[]>,
): Promise<AnalyzeLocationResponse> {
  const target = `${location.target.replace(/\/+$/, '')}/${filename}`;
  try {
    await readSourceContent(location.type, target, { ...deps, trusted: false });
  } catch (error) {
    if ((error as Error).name !== 'NotFoundError') throw error;
    return {
      existingEntityFiles: [],
      generateEntities: [suggestComponent({ repositoryName: lastSegment(location.target) })],
    };
  }
  return {
    existingEntityFiles: await readExistingEntityFiles(
      { type: location.type, target },
      { deps, registered },
    ),
    generateEntities: [],
  };
}

function lastSegment(target: string): string {
  try {
    return new URL(target).pathname.split('/').filter(Boolean).pop() ?? '';
  } catch {
    return target.split(/[/\\]/).filter(Boolean).pop() ?? '';
  }
}

/**
 * A file name below the repository or folder: `.` and `..` segments would turn the URL it is
 * appended to into another one, e.g. another repository read with the integration's credentials.
 */
function checkedFilename(filename: string): string {
  // URLs take `%2e` for a dot in these segments too.
  const segments = filename.split(/[/\\]/).map(segment => segment.replace(/%2e/gi, '.'));
  if (segments.some(segment => segment === '.' || segment === '..') || /^[/\\]/.test(filename)) {
    throw new InputError(
      `Invalid catalogFilename '${filename}': give a file name below the repository, without '.' or '..' segments`,
    );
  }
  return filename;
}
