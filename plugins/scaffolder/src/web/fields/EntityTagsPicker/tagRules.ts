import { isValidScaffolderTag } from '@atrium/model';

/** Spec 001 §5 tag rule for templates, in the words the picker shows. */
export const SCAFFOLDER_TAG_MESSAGE =
  'Tags must be 1-63 lowercase letters, digits, "+", "#" and ":", in parts joined by single hyphens.';

/** Trimmed and lower-cased, as tags are stored. */
export function normalizeTag(tag: string): string {
  return tag.trim().toLowerCase();
}

export type AddTagResult =
  | { kind: 'added'; tags: string[] }
  | { kind: 'duplicate'; tags: string[] }
  | { kind: 'invalid'; tags: string[] };

/** Adds one typed tag: normalised, refused when invalid, not added twice. */
export function addTag(tags: readonly string[], typed: string): AddTagResult {
  const tag = normalizeTag(typed);
  if (!isValidScaffolderTag(tag)) return { kind: 'invalid', tags: [...tags] };
  if (tags.includes(tag)) return { kind: 'duplicate', tags: [...tags] };
  return { kind: 'added', tags: [...tags, tag] };
}

export function validateTags(value: unknown, addError: (message: string) => void): void {
  if (!Array.isArray(value)) return;
  const invalid = value.filter(tag => !isValidScaffolderTag(tag));
  if (invalid.length > 0) addError(`${invalid.join(', ')}: ${SCAFFOLDER_TAG_MESSAGE}`);
}
