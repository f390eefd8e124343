import { deriveRelations, validateEntity, type Entity } from '@atrium/model';

/**
 * What `POST /validate-entity` checks: the envelope and kind rules, and that every relation
 * field holds a valid ref. Answers the problems as messages (empty when valid).
 */
export function validateEntityInput(entity: unknown, location: string): string[] {
  const problems: string[] = [];
  if (
    !/^[a-z][\w+.-]*:.+/i.test(location) ||
    /^https?:/i.test(location) ||
    /^javascript:/i.test(location.split(':')[1] ?? '')
  ) {
    problems.push(
      `Invalid location '${location}': expected <type>:<target>, e.g. url:https://example.com/catalog-info.yaml`,
    );
  }
  const envelope = validateEntity(entity);
  problems.push(...envelope.map(p => p.message));
  if (envelope.length === 0)
    problems.push(...deriveRelations(entity as Entity).problems.map(p => p.message));
  return problems;
}
