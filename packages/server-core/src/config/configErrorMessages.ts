/**
 * The wording of configuration errors, in one place so the reader, the loader and the validator say
 * the same thing (spec 001 §8: missing required value, wrong type, unable to convert). The phrasing
 * follows Backstage's so messages people already search for keep matching.
 */
function inSource(source: string | undefined): string {
  return source === undefined ? '' : ` in '${source}'`;
}

export const configErrorMessages = {
  missing(key: string): string {
    return `Missing required config value at '${key}'`;
  },
  invalidType(key: string, source: string | undefined, got: string, wanted: string): string {
    return `Invalid type in config for key '${key}'${inSource(source)}, got ${got}, wanted ${wanted}`;
  },
  unableToConvert(key: string, source: string | undefined, target: string): string {
    return `Unable to convert config value for key '${key}'${inSource(source)} to a ${target}`;
  },
  /** For values of the right type that are still not allowed, e.g. an unknown database client. */
  invalidValue(key: string, source: string | undefined, got: string, wanted: string): string {
    return `Invalid value in config for key '${key}'${inSource(source)}, got ${got}, wanted ${wanted}`;
  },
  invalidKey(key: string): string {
    return `Invalid config key '${key}'`;
  },
};
