/** Replaces every secret value in a log line or error message with `***`. */
export function redactSecrets(text: string, secrets: Readonly<Record<string, string>>): string {
  let redacted = text;
  // Longest first, so a secret containing another is replaced whole.
  const values = Object.values(secrets)
    .filter(value => value.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const value of values) redacted = redacted.split(value).join('***');
  return redacted;
}
