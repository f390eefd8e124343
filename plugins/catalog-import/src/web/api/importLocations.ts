import { stringifyEntityRef } from '@atrium/model';
import { ResponseError, type ApiClient } from '@atrium/web-core';
import { addLocation, refreshEntity } from './catalogImportApi';
import { entityName, type EntityName, type ReviewLocation } from './importAnalysis';

/**
 * Registers the new files and refreshes the registered ones, one at a time in order: the first
 * failure stops the rest and is what the person sees. Answers the entities now in the catalog.
 */
export async function importLocations(
  api: ApiClient,
  locations: readonly ReviewLocation[],
): Promise<EntityName[]> {
  const imported: EntityName[] = [];
  for (const location of locations) {
    if (location.exists) {
      await refreshLocation(api, location);
      imported.push(...location.entities);
    } else {
      const answer = await addLocation(api, { type: 'url', target: location.target });
      imported.push(...answer.entities.map(entityName));
    }
  }
  return imported;
}

/**
 * Refreshing one entity reads its whole file again; an entity added to the file since the last
 * read is not in the catalog yet, so the next one is tried.
 */
async function refreshLocation(api: ApiClient, location: ReviewLocation): Promise<void> {
  let lastError: unknown;
  for (const entity of location.entities) {
    try {
      await refreshEntity(api, stringifyEntityRef(entity));
      return;
    } catch (error) {
      if (!(error instanceof ResponseError) || error.statusCode !== 404) throw error;
      lastError = error;
    }
  }
  if (lastError) throw lastError;
}
