import { validateEntity } from '@atrium/model';
import { describeProblem } from '../processing/describeProblem';

/**
 * A location ref must read `url:target` (spec 001 §5): a bare `https://…` must be written
 * `url:https://…`, neither part may be empty or a javascript: URL, and, as in Backstage, only
 * `url` locations are validated (an entity is checked as if read from that URL).
 */
function locationRefProblem(location: string): string | undefined {
  const colon = location.indexOf(':');
  const type = colon > 0 ? location.slice(0, colon) : '';
  const target = colon > 0 ? location.slice(colon + 1).trim() : '';
  const example = 'e.g. url:https://example.com/catalog-info.yaml';
  if (!/^[a-z][\w+.-]*$/i.test(type) || target === '') {
    return `Invalid location '${location}': expected <type>:<target>, ${example}`;
  }
  if (/^https?$/i.test(type))
    return `Invalid location '${location}': a URL must be prefixed with 'url:', ${example}`;
  if (type !== 'url')
    return `Invalid location '${location}': only url:<target> locations can be validated, ${example}`;
  if (/^\s*javascript:/i.test(target))
    return `Invalid location '${location}': javascript: targets are not allowed`;
  return undefined;
}

/**
 * What `POST /validate-entity` checks: the location ref, and the entity with the same rules as
 * ingestion (`validateEntity`), which accept and refuse what Backstage's catalog does. Answers
 * the problems as messages (empty when valid).
 */
export function validateEntityInput(entity: unknown, location: string): string[] {
  const locationProblem = locationRefProblem(location);
  return [
    ...(locationProblem ? [locationProblem] : []),
    ...validateEntity(entity).map(describeProblem),
  ];
}
