/**
 * Whether a step's rendered `if` lets it run. As Backstage templates expect: false, null,
 * undefined, '', 0 and [] skip; so does the text 'false', which a condition rendered to a string
 * can become.
 */
export function isTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim() !== '' && value.trim() !== 'false';
  return Boolean(value);
}
