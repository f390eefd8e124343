import { InputError } from '@atrium/model';

/** Fields kept per entity (`fields`), as in the body of by-refs. */
export const MAX_FIELDS = 100;
/** Each facet is a grouped count over the search table; a page shows a handful. */
export const MAX_FACETS = 20;
/** Fields one full-text search may name (`fullTextFilterFields`), as a cursor carries them. */
export const MAX_FULL_TEXT_FIELDS = 50;

/** How long one field path may be; the stored search keys and cursors stop well below this. */
export const MAX_FIELD_LENGTH = 255;

/**
 * `fields=kind,metadata.name` (repeatable) → the list of paths to keep; undefined keeps all. The
 * same form names `facet`s and `fullTextFilterFields`; `what` names the parameter, and `max`
 * bounds how many distinct paths one request may name.
 */
export function parseFields(
  param: string | string[] | undefined,
  what: string,
  max: number,
): string[] | undefined {
  const all = (Array.isArray(param) ? param : param === undefined ? [] : [param])
    .flatMap(p => p.split(','))
    .map(p => p.trim())
    .filter(p => p !== '');
  const unique = [...new Set(all)];
  if (unique.length > max) {
    throw new InputError(`Too many ${what} fields: at most ${max} are accepted`);
  }
  const tooLong = unique.find(field => field.length > MAX_FIELD_LENGTH);
  if (tooLong !== undefined) {
    throw new InputError(
      `Invalid ${what} '${tooLong.slice(0, 40)}…': a field is at most ${MAX_FIELD_LENGTH} characters`,
    );
  }
  return unique.length > 0 ? unique : undefined;
}
