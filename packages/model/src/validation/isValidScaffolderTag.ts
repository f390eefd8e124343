// Template tags may also carry ':' (spec 001 §5), e.g. `lang:java`; catalog tags may not.
const SCAFFOLDER_TAG = /^[a-z0-9+#:]+(?:-[a-z0-9+#:]+)*$/;

/** Like `isValidTag`, but ':' is allowed too. */
export function isValidScaffolderTag(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 63 && SCAFFOLDER_TAG.test(value);
}
