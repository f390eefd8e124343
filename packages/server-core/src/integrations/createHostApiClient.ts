import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { createRateLimitGate, type RateLimitGate } from '../reading/createRateLimitGate';
import { describeFetchCause } from '../reading/describeFetchCause';
import type { ScmIntegration } from './ScmIntegration';

/** What one API call answered; `fromCache` when the host said 304 to the ETag held. */
export interface HostApiAnswer<T> {
  readonly body: T;
  readonly fromCache: boolean;
}

/** Counts of calls, for budgets (GitHub does not count 304s against its limit; GitLab does). */
export interface HostApiUsage {
  counted: number;
  notModified: number;
}

/**
 * A code host's REST API for one integration, as providers use it: each call is authorised (for
 * the account it is about, where credentials differ per account), made conditional on the ETag
 * of the last answer to the same URL, and refused at once while the host's rate limit is reached.
 */
export interface HostApi {
  readonly integration: ScmIntegration;
  /** One resource; NotFoundError for a 404 (or GitHub's 409 for an empty repository). */
  get<T>(path: string, options?: { owner?: string }): Promise<HostApiAnswer<T>>;
  /** Every page of a list (`per_page=100`, following `Link: rel="next"` or `X-Next-Page`). */
  list<T>(path: string, options?: { owner?: string }): Promise<HostApiAnswer<T[]>>;
  readonly usage: HostApiUsage;
}

export interface HostApiOptions {
  integration: ScmIntegration;
  apiBaseUrl: string;
  accept: string;
  /** The headers authorising a call about an account's resources. */
  authorize(owner: string | undefined): Promise<Record<string, string>>;
  gate?: RateLimitGate;
  timeoutMs?: number;
}

interface Cached {
  etag: string;
  body: unknown;
  next?: string;
}

/** Cached answers kept at most; a discovery of a few thousand repositories fits well within. */
const MAX_CACHED_ANSWERS = 20_000;
/** Pages followed at most for one list: 100,000 items. */
const MAX_PAGES = 1000;

export function createHostApiClient(options: HostApiOptions): HostApi {
  const { integration } = options;
  const apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  const apiOrigin = new URL(apiBaseUrl).origin;
  const gate = options.gate ?? createRateLimitGate();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const cache = new Map<string, Cached>();
  const usage: HostApiUsage = { counted: 0, notModified: 0 };

  async function fetchPage(url: string, owner: string | undefined) {
    gate.assertOpen(integration.host);
    const headers: Record<string, string> = {
      accept: options.accept,
      ...(await options.authorize(owner)),
    };
    const cached = cache.get(url);
    if (cached) headers['if-none-match'] = cached.etag;
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = error instanceof TypeError ? describeFetchCause(error) : String(error);
      throw new ServiceUnavailableError(`Could not reach ${integration.host}: ${cause}`);
    }
    if (response.status === 304 && cached) {
      usage.notModified++;
      await response.body?.cancel();
      return { ...cached, fromCache: true };
    }
    usage.counted++;
    const what = `${integration.host} ${new URL(url).pathname}`;
    if (!response.ok) {
      await response.body?.cancel();
      gate.observe(integration.host, response);
      throw refusal(integration, what, response.status);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new ServiceUnavailableError(`${what} did not answer JSON`);
    }
    const entry: Cached = {
      etag: response.headers.get('etag') ?? '',
      body,
      next: nextPageUrl(url, response.headers),
    };
    if (entry.etag) {
      if (cache.size >= MAX_CACHED_ANSWERS) cache.delete(cache.keys().next().value as string);
      cache.set(url, entry);
    }
    return { ...entry, fromCache: false };
  }

  return {
    integration,
    usage,
    async get<T>(path: string, { owner }: { owner?: string } = {}) {
      const page = await fetchPage(`${apiBaseUrl}${path}`, owner);
      return { body: page.body as T, fromCache: page.fromCache };
    },
    async list<T>(path: string, { owner }: { owner?: string } = {}) {
      const items: T[] = [];
      let fromCache = true;
      const separator = path.includes('?') ? '&' : '?';
      let url: string | undefined = `${apiBaseUrl}${path}${separator}per_page=100`;
      for (let pages = 0; url && pages < MAX_PAGES; pages++) {
        const page: Cached & { fromCache: boolean } = await fetchPage(url, owner);
        if (!Array.isArray(page.body)) {
          throw new ServiceUnavailableError(`${integration.host} ${path} did not answer a list`);
        }
        items.push(...(page.body as T[]));
        fromCache &&= page.fromCache;
        // Credentials go to the API's own origin only, whatever a Link header says.
        url = page.next && new URL(page.next).origin === apiOrigin ? page.next : undefined;
      }
      return { body: items, fromCache };
    },
  };
}

function refusal(integration: ScmIntegration, what: string, status: number): Error {
  if (status === 404) return new NotFoundError(`${what} was not found (HTTP 404)`);
  // GitHub's answer about the contents of an empty repository.
  if (status === 409) return new NotFoundError(`${what} is empty (HTTP 409)`);
  if (status === 401 || status === 403) {
    return new NotAllowedError(
      `${what} was refused (HTTP ${status}): check the credentials of integrations.${integration.type} for ${integration.host}`,
    );
  }
  return new ServiceUnavailableError(`${what} answered HTTP ${status}`);
}

/**
 * The next page's URL: the `rel="next"` of a `Link` header, else this URL with `page` set to
 * `X-Next-Page` (GitLab sends an empty one on the last page).
 */
export function nextPageUrl(url: string, headers: Headers): string | undefined {
  for (const part of headers.get('link')?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (match && URL.canParse(match[1] as string)) return match[1];
  }
  const nextPage = headers.get('x-next-page')?.trim();
  if (!nextPage || !/^\d+$/.test(nextPage)) return undefined;
  const next = new URL(url);
  next.searchParams.set('page', nextPage);
  return next.toString();
}
