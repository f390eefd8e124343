/**
 * The lane a source's reads queue in: its URL's host (with port), or the local disk for files.
 * Reads are limited per lane, so a host that hangs holds up only its own sources.
 */
export function sourceLane(type: string, target: string): string {
  if (type !== 'url') return type;
  try {
    return `url:${new URL(target).host.toLowerCase()}`;
  } catch {
    // Reading it fails at once with a clear error; it needs no lane of its own.
    return 'url:';
  }
}
