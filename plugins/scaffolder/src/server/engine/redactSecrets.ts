/** Replaces secret values in log lines with `***`; values derived from secrets can be added. */
export interface SecretRedactor {
  redact(message: string): string;
  add(values: Iterable<string>): void;
}

/**
 * Longer values go first so that a secret containing another is not half-replaced. Values of
 * fewer than three characters are left out: they would blank out ordinary words.
 */
export function createSecretRedactor(secrets: Readonly<Record<string, string>>): SecretRedactor {
  const known = new Set<string>();
  let ordered: string[] = [];
  const add = (values: Iterable<string>) => {
    for (const value of values) {
      if (typeof value === 'string' && value.length >= 3) known.add(value);
    }
    ordered = [...known].sort((a, b) => b.length - a.length);
  };
  add(Object.values(secrets));
  return {
    redact: message => ordered.reduce((text, secret) => text.split(secret).join('***'), message),
    add,
  };
}

/**
 * The strings of a rendered input that differ when it is rendered without secrets: values a
 * secret went into (`Bearer ${{ secrets.token }}`, `${{ secrets.token | upper }}`).
 */
export function stringsChangedBySecrets(withSecrets: unknown, withoutSecrets: unknown): string[] {
  if (typeof withSecrets === 'string') return withSecrets === withoutSecrets ? [] : [withSecrets];
  if (Array.isArray(withSecrets)) {
    const other: unknown[] = Array.isArray(withoutSecrets) ? withoutSecrets : [];
    return withSecrets.flatMap((item, index) => stringsChangedBySecrets(item, other[index]));
  }
  if (withSecrets !== null && typeof withSecrets === 'object') {
    const other =
      withoutSecrets !== null && typeof withoutSecrets === 'object'
        ? (withoutSecrets as Record<string, unknown>)
        : {};
    return Object.entries(withSecrets).flatMap(([key, item]) =>
      stringsChangedBySecrets(item, other[key]),
    );
  }
  return [];
}
