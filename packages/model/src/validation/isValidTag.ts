// ':' is allowed so that tags can be namespaced (`lang:java`), as Backstage's catalog accepts.
const TAG = /^[a-z0-9:+#]+(?:-[a-z0-9:+#]+)*$/;

/**
 * 1–63 lowercase letters, digits, ':', '+' and '#', in parts joined by single hyphens, e.g.
 * `c++`, `c#`, `front-end`, `lang:java`.
 */
export function isValidTag(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 63 && TAG.test(value);
}
