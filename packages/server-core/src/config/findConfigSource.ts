import { parentConfigKey } from './configKeyPath';

/**
 * The file a value came from. The loader records an origin only where a file set something, so a
 * key without its own entry inherits the nearest recorded ancestor's (an array item from its array).
 */
export function findConfigSource(
  sources: ReadonlyMap<string, string> | undefined,
  fullKey: string,
): string | undefined {
  if (sources === undefined) return undefined;
  for (let key: string | undefined = fullKey; key !== undefined; key = parentConfigKey(key)) {
    const source = sources.get(key);
    if (source !== undefined) return source;
  }
  return undefined;
}
