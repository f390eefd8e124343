/**
 * Replaces every secret value in a log line with `***`. Longer secrets go first so that a secret
 * containing another is not half-replaced.
 */
export function createSecretRedactor(
  secrets: Readonly<Record<string, string>>,
): (message: string) => string {
  const values = [...new Set(Object.values(secrets))]
    .filter(value => typeof value === 'string' && value.length > 0)
    .sort((a, b) => b.length - a.length);
  if (values.length === 0) return message => message;
  return message => values.reduce((text, secret) => text.split(secret).join('***'), message);
}
