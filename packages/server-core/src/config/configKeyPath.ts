/**
 * Full keys name array items with brackets ('catalog.locations[0].target') so an error inside an
 * array points at the item. These helpers build and walk such keys.
 */
export function joinConfigKey(prefix: string, key: string): string {
  if (prefix === '') return key;
  return key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`;
}

/** 'a.b[0].c' → 'a.b[0]' → 'a.b' → 'a' → undefined. */
export function parentConfigKey(key: string): string | undefined {
  const cut = Math.max(key.lastIndexOf('.'), key.lastIndexOf('['));
  return cut > 0 ? key.slice(0, cut) : undefined;
}

/** True when `key` is `ancestor` itself or lies below it. */
export function isConfigKeyWithin(key: string, ancestor: string): boolean {
  return key === ancestor || key.startsWith(`${ancestor}.`) || key.startsWith(`${ancestor}[`);
}
