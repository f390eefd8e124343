/** Said in every message refusing a key-encryption secret. */
export const SECRET_RULE = 'one line of 32 to 1024 visible ASCII characters, without spaces';

/**
 * A key-encryption secret long enough to carry 128 bits or more however it was written (hex,
 * base64, a password generator's output), and plain enough to pass through an environment
 * variable or a YAML file unchanged.
 */
export function isUsableSecret(text: string): boolean {
  return /^[\x21-\x7e]{32,1024}$/.test(text);
}
