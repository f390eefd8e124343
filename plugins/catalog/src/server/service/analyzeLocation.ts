import { toError } from '@atrium/model';
import type { AnalyzeLocationResponse, LocationInput } from '../../shared';
import type { ProcessSourceDeps } from '../processing/processSource';
import type { LocationService } from './createLocationService';
import { dryRunLocation } from './dryRunLocation';

export interface AnalyzeLocationOptions {
  deps: ProcessSourceDeps;
  locations: LocationService;
  /** `catalog.import.entityFilename`. */
  defaultFilename: string;
}

/**
 * `POST /analyze-location`: a YAML URL is read as a catalog file; any other URL is taken as a
 * repository, where the catalog file is looked for at its root, or an entity is suggested.
 */
export async function analyzeLocation(
  input: { location: LocationInput; catalogFilename?: string },
  options: AnalyzeLocationOptions,
): Promise<AnalyzeLocationResponse> {
  const { location } = input;
  const isCatalogFile = /\.ya?ml$/i.test(new URL(location.target, 'file:///').pathname);
  const target = isCatalogFile
    ? location.target
    : `${location.target.replace(/\/+$/, '')}/${input.catalogFilename ?? options.defaultFilename}`;
  const registered = new Set((await options.locations.list()).map(l => `${l.type}:${l.target}`));
  try {
    const entities = await dryRunLocation({ type: location.type, target }, options.deps);
    return {
      existingEntityFiles: entities.map(entity => ({
        location: { type: location.type, target },
        isRegistered: registered.has(`${location.type}:${target}`),
        entity,
      })),
      generateEntities: [],
    };
  } catch (error) {
    if (isCatalogFile) throw error;
    const name = suggestedName(location.target);
    return {
      existingEntityFiles: [],
      generateEntities: [
        {
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
              description: `No ${input.catalogFilename ?? options.defaultFilename} was found (${toError(error).message}); the type is a guess`,
              value: 'service',
              state: 'analysisSuggestedValue',
            },
          ],
        },
      ],
    };
  }
}

function suggestedName(target: string): string {
  let last = 'component';
  try {
    const segments = new URL(target).pathname.split('/').filter(Boolean);
    last = segments[segments.length - 1] ?? last;
  } catch {
    // not a URL: keep the default
  }
  const cleaned = last
    .replace(/\.git$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned.slice(0, 63) || 'component';
}
