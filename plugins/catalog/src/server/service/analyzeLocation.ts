import type { AnalyzeLocationResponse, LocationInput } from '../../shared';
import type { ProcessSourceDeps } from '../processing/processSource';
import { readSourceContent } from '../processing/readSourceContent';
import type { LocationService } from './createLocationService';
import { dryRunLocation } from './dryRunLocation';
import { normaliseLocationInput } from './normaliseLocationInput';

export interface AnalyzeLocationOptions {
  deps: ProcessSourceDeps;
  locations: LocationService;
  /** `catalog.import.entityFilename`. */
  defaultFilename: string;
  workingDirectory: string;
}

/**
 * `POST /analyze-location`: a YAML URL is read as a catalog file; any other URL is taken as a
 * repository, where the catalog file is looked for at its root, or an entity is suggested when
 * there is none. Reading follows the same rules as registering a location.
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
  const filename = input.catalogFilename ?? options.defaultFilename;
  const isCatalogFile = /\.ya?ml$/i.test(
    location.type === 'url' ? new URL(location.target).pathname : location.target,
  );
  const target = isCatalogFile
    ? location.target
    : `${location.target.replace(/\/+$/, '')}/${filename}`;

  if (!isCatalogFile) {
    try {
      await readSourceContent(location.type, target, { ...options.deps, trusted: false });
    } catch (error) {
      if ((error as Error).name !== 'NotFoundError') throw error;
      return {
        existingEntityFiles: [],
        generateEntities: [suggestComponent(location.target, filename)],
      };
    }
  }
  const registered = new Set((await options.locations.list()).map(l => `${l.type}:${l.target}`));
  const entities = await dryRunLocation({ type: location.type, target }, options.deps);
  return {
    existingEntityFiles: entities.map(entity => ({
      location: { type: location.type, target },
      isRegistered: registered.has(`${location.type}:${target}`),
      entity,
    })),
    generateEntities: [],
  };
}

function suggestComponent(
  repository: string,
  filename: string,
): AnalyzeLocationResponse['generateEntities'][number] {
  const name = suggestedName(repository);
  return {
    entity: {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name },
      spec: { type: 'service', lifecycle: 'experimental' },
    },
    fields: [
      {
        field: 'metadata.name',
        description: 'Name of the component, from the repository name',
        value: name,
        state: 'analysisSuggestedValue',
      },
      {
        field: 'spec.owner',
        description: 'The group or user that owns the component',
        state: 'needsUserInput',
      },
      {
        field: 'spec.type',
        description: `No ${filename} was found in the repository; the type is a guess`,
        value: 'service',
        state: 'analysisSuggestedValue',
      },
    ],
  };
}

function suggestedName(target: string): string {
  let last = 'component';
  try {
    const segments = new URL(target).pathname.split('/').filter(Boolean);
    last = segments[segments.length - 1] ?? last;
  } catch {
    last = target.split('/').filter(Boolean).pop() ?? last;
  }
  const cleaned = last
    .replace(/\.git$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned.slice(0, 63) || 'component';
}
