import { InputError, NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { isReadingAllowed, type ReadingAllowRule } from './isReadingAllowed';
import type { ScmIntegrations } from '../integrations/readScmIntegrations';
import { createIntegrationReader } from './createIntegrationReader';
import { createObjectStoreReader } from './createObjectStoreReader';
import { describeFetchCause } from './describeFetchCause';
import { formatDuration, readLimitedBody } from './readLimitedBody';

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
  /**
   * URLs on a source-control host are read through its API with its credentials (browse URLs
   * mapped to the file API); the allow list governs every other host.
   */
  integrations?: ScmIntegrations;
  /** The clock rate limits are timed by, and AWS requests signed with. */
  now?: () => number;
  /** Where AWS and Azure credentials and endpoints are read from; `process.env` unless given. */
  env?: NodeJS.ProcessEnv;
}

const MAX_REDIRECTS = 5;
export const DEFAULT_READ_TIMEOUT_MS = 30_000;
export const DEFAULT_READ_MAX_BYTES = 10 * 1024 * 1024;

export function createUrlReader(options: UrlReaderOptions): UrlReader {
  const timeoutMs = options.timeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_READ_MAX_BYTES;
  const integrationReader =
    options.integrations &&
    createIntegrationReader({
      integrations: options.integrations,
      timeoutMs,
      maxBytes,
      now: options.now,
      isAllowed: url => isReadingAllowed(url, options.allow),
    });
  // Before the code hosts: CodeCommit is one, but its files are read through the AWS API.
  const objectStores =
    options.integrations &&
    createObjectStoreReader({
      integrations: options.integrations,
      timeoutMs,
      maxBytes,
      now: options.now,
      env: options.env,
      isAllowed: url => isReadingAllowed(url, options.allow),
    });

  function assertAllowed(url: URL) {
    if (!isReadingAllowed(url, options.allow)) {
      throw new NotAllowedError(
        `Reading from ${url.href} is not allowed; add its host to backend.reading.allow`,
      );
    }
  }

  return {
    isAllowed(url) {
      if (objectStores?.handles(url) || integrationReader?.handles(url)) return true;
      try {
        return isReadingAllowed(new URL(url), options.allow);
      } catch {
        return false;
      }
    },

    async read(rawUrl, readOptions = {}) {
      if (objectStores?.handles(rawUrl)) return objectStores.read(rawUrl, readOptions);
      if (integrationReader?.handles(rawUrl)) return integrationReader.read(rawUrl, readOptions);
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
          const buffer = await readLimitedBody(response, maxBytes, url.href);
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
          throw new ServiceUnavailableError(
            `Could not read ${url.href}: ${describeFetchCause(error)}`,
          );
        }
        throw error;
      }
    },
  };
}
