import { InputError, type Entity } from '@atrium/model';
import { processSource, type ProcessSourceDeps } from '../processing/processSource';
import type { SourceToProcess } from '../processing/types';
import type { LocationSpec } from '../store/locationStore';

const MAX_DRY_RUN_SOURCES = 200;

/**
 * Reads a location and everything its Location entities name, in memory only: what registering
 * it would add. Any processing error fails the dry run with every message listed.
 */
export async function dryRunLocation(
  spec: LocationSpec,
  deps: ProcessSourceDeps,
): Promise<Entity[]> {
  const origin = `${spec.type}:${spec.target}`;
  const entities: Entity[] = [];
  const problems: string[] = [];
  let queue: SourceToProcess[] = [
    {
      key: origin,
      locationId: 'dry-run',
      type: spec.type,
      target: spec.target,
      depth: 0,
      originLocation: origin,
      trusted: false,
      ancestors: [],
      optional: spec.presence === 'optional',
    },
  ];
  let read = 0;
  while (queue.length > 0 && read < MAX_DRY_RUN_SOURCES) {
    const next: SourceToProcess[] = [];
    for (const source of queue) {
      read++;
      const outcome = await processSource(source, deps, { force: true });
      if (outcome.status === 'failed') {
        // An optional target not there yet is no problem: it reads as no entities.
        problems.push(...outcome.errors.filter(e => e.level === 'error').map(e => e.message));
        continue;
      }
      if (outcome.status !== 'read') continue;
      problems.push(...outcome.errors.map(e => e.message));
      entities.push(...outcome.entities.map(e => e.entity));
      for (const child of outcome.children) {
        next.push({
          key: `${child.type}:${child.target}`,
          locationId: 'dry-run',
          type: child.type,
          target: child.target,
          depth: source.depth + 1,
          originLocation: origin,
          trusted: false,
          ancestors: [`${source.type}:${source.target}`, ...source.ancestors],
        });
      }
    }
    queue = next;
  }
  if (problems.length > 0) throw new InputError(problems.join('\n'));
  return entities;
}
