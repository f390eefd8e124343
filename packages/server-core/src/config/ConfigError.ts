/**
 * Thrown for every configuration problem: a missing or mistyped value, a file that cannot be read
 * or parsed, a bad `--config` argument. Start-up code catches it to print the message and exit, so
 * the message must stand alone: it names the full dotted key and, when known, the file.
 *
 * A validator that collects several problems throws one ConfigError listing them one per line;
 * `problems` keeps them apart for callers that want to render them differently.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[], options?: { cause?: unknown }) {
    const list = typeof problems === 'string' ? [problems] : [...problems];
    super(list.join('\n'), options);
    this.problems = list;
  }
}
