const TAG = /^[a-z0-9+#]+(?:-[a-z0-9+#]+)*$/;

/**
 * 1–63 lowercase letters, digits, '+' and '#', in parts joined by single hyphens
 * (spec 001 §5), e.g. `c++`, `c#`, `front-end`.
 */
export function isValidTag(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 63 && TAG.test(value);
}
