const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text both engines store and compare alike: PostgreSQL text cannot hold NUL (the statement
 * fails), and the engines encode a lone UTF-16 surrogate differently, so it becomes U+FFFD.
 */
export function storableText(value: string): string {
  return value.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
}
