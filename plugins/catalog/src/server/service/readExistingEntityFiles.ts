import type { AnalyzeLocationResponse, LocationInput } from '../../shared';
import type { ProcessSourceDeps } from '../processing/processSource';
import { dryRunLocation } from './dryRunLocation';

/**
 * Every entity a catalog file (and the files its Location entities name) holds, each with the
 * location that registers it and whether that location is registered already.
 */
export async function readExistingEntityFiles(
  location: LocationInput,
  options: { deps: ProcessSourceDeps; registered: () => Promise<readonly LocationInput[]> },
): Promise<AnalyzeLocationResponse['existingEntityFiles']> {
  const entities = await dryRunLocation(location, options.deps);
  const isRegistered = (await options.registered()).some(
    l => l.type === location.type && l.target === location.target,
  );
  const { type, target } = location;
  return entities.map(entity => ({ location: { type, target }, isRegistered, entity }));
}
