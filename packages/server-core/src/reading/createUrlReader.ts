import { InputError, NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { isReadingAllowed, type ReadingAllowRule } from './isReadingAllowed';

export interface ReadUrlOptions {
  /** The ETag of the copy the caller has; an unchanged resource answers `notModified`. */
  etag?: string;
  signal?: AbortSignal;
}

export type ReadUrlResult =
  { notModified: false; buffer: Buffer; etag?: string } | { notModified: true };

export interface UrlReader {
  read(url: string, options?: ReadUrlOptions): Promise<ReadUrlResult>;
  isAllowed(url: string): boolean;
}

export interface UrlReaderOptions {
  allow: readonly ReadingAllowRule[];
  timeoutMs?: number;
  maxBytes?: number;
}

const MAX_REDIRECTS = 5;
export const DEFAULT_READ_TIMEOUT_MS = 30_000;
export const DEFAULT_READ_MAX_BYTES = 10 * 1024 * 1024;

export function createUrlReader(options: UrlReaderOptions): UrlReader {
  const timeoutMs = options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_READ_MAX_BYTES;

  function assertAllowed(url: URL) {
    if (!isReadingAllowed(url, options.allow)) {
      throw new NotAllowedError(
        `Reading from ${url.href} is not allowed; add its host to backend.reading.allow`,
      );
    }
  }

  return {
    isAllowed(url) {
      try {
        return isReadingAllowed(new URL(url), options.allow);
      } catch {
        return false;
      }
    },

    async read(rawUrl, readOptions = {}) {
      let url: URL;
      try {
        url = new URL(rawUrl);
      } catch {
        throw new InputError(`Invalid URL: ${rawUrl}`);
      }
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = readOptions.signal ? AbortSignal.any([readOptions.signal, timeout]) : timeout;
      try {
        // Redirects are followed by hand so every hop is checked against the allow list.
        for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
          assertAllowed(url);
          const headers: Record<string, string> = {};
          if (readOptions.etag) headers['if-none-match'] = readOptions.etag;
          const response = await fetch(url, { headers, redirect: 'manual', signal });
          if (response.status >= 300 && response.status < 400 && response.status !== 304) {
            const location = response.headers.get('location');
            await response.body?.cancel();
            if (!location) throw new ServiceUnavailableError(`${url.href} redirected nowhere`);
            url = new URL(location, url);
            continue;
          }
          if (response.status === 304) {
            await response.body?.cancel();
            return { notModified: true };
          }
          if (response.status === 404) {
            await response.body?.cancel();
            throw new NotFoundError(`${url.href} was not found (HTTP 404)`);
          }
          if (!response.ok) {
            await response.body?.cancel();
            throw new ServiceUnavailableError(
              `Could not read ${url.href}: HTTP ${response.status} ${response.statusText}`.trim(),
            );
          }
          const buffer = await readLimited(response, maxBytes, url.href);
          return { notModified: false, buffer, etag: response.headers.get('etag') ?? undefined };
        }
        throw new ServiceUnavailableError(`Too many redirects reading ${rawUrl}`);
      } catch (error) {
        if (timeout.aborted) {
          throw new ServiceUnavailableError(
            `Timed out after ${formatDuration(timeoutMs)} reading ${url.href}`,
          );
        }
        if (error instanceof TypeError) {
          throw new ServiceUnavailableError(`Could not read ${url.href}: ${describeCause(error)}`);
        }
        throw error;
      }
    },
  };
}

function describeCause(error: TypeError): string {
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}

async function readLimited(response: Response, maxBytes: number, href: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () =>
    new InputError(`${href} is larger than the limit of ${formatMegabytes(maxBytes)}`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
