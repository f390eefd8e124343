import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { createRateLimitGate, type RateLimitGate } from '../../reading/createRateLimitGate';
import { describeFetchCause } from '../../reading/describeFetchCause';
import type { ScmIntegration } from '../ScmIntegration';
import { createGithubCredentials, type GithubCredentialsProvider } from './createGithubCredentials';

/** What one API call answered; `fromCache` when the host said 304 to the ETag held. */
export interface GithubAnswer<T> {
  readonly body: T;
  readonly fromCache: boolean;
}

/** Counts of calls, for budgets: 304s do not count against GitHub's rate limit. */
export interface GithubApiUsage {
  counted: number;
  notModified: number;
}

/**
 * GitHub's REST API for one integration, as providers use it: each call is authorised for the
 * account it is about, made conditional on the ETag of the last answer to the same URL (an
 * unchanged answer is a 304, free of rate limit), and refused at once while the limit is reached.
 */
export interface GithubApi {
  readonly integration: ScmIntegration;
  /** One resource; NotFoundError for a 404. */
  get<T>(path: string, options: { owner: string }): Promise<GithubAnswer<T>>;
  /** Every page of a list (`per_page=100`, following the `Link: rel="next"` header). */
  list<T>(path: string, options: { owner: string }): Promise<GithubAnswer<T[]>>;
  readonly usage: GithubApiUsage;
}

interface Cached {
  etag: string;
  body: unknown;
  next?: string;
}

/** Cached answers kept at most; a discovery of a few thousand repositories fits well within. */
const MAX_CACHED_ANSWERS = 20_000;

export function createGithubApi(
  integration: ScmIntegration,
  options: {
    credentials?: GithubCredentialsProvider;
    gate?: RateLimitGate;
    timeoutMs?: number;
  } = {},
): GithubApi {
  const apiBaseUrl = (integration.apiBaseUrl ?? `${integration.baseUrl}/api/v3`).replace(
    /\/+$/,
    '',
  );
  const apiOrigin = new URL(apiBaseUrl).origin;
  const credentials = options.credentials ?? createGithubCredentials(integration);
  const gate = options.gate ?? createRateLimitGate();
  const timeoutMs = options.timeoutMs ?? 30_000;
  const cache = new Map<string, Cached>();
  const usage: GithubApiUsage = { counted: 0, notModified: 0 };

  async function fetchPage(url: string, owner: string): Promise<Cached & { fromCache: boolean }> {
    gate.assertOpen(integration.host);
    const headers: Record<string, string> = { accept: 'application/vnd.github+json' };
    const auth = await credentials.forOwner(owner);
    if (auth) headers.authorization = auth.authorization;
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
    if (!response.ok) {
      await response.body?.cancel();
      gate.observe(integration.host, response);
      const what = `${integration.host} ${new URL(url).pathname}`;
      if (response.status === 404) throw new NotFoundError(`${what} was not found (HTTP 404)`);
      // GitHub's answer about the contents of an empty repository.
      if (response.status === 409) throw new NotFoundError(`${what} is empty (HTTP 409)`);
      if (response.status === 401 || response.status === 403) {
        throw new NotAllowedError(
          `${integration.host} refused ${new URL(url).pathname} (HTTP ${response.status}): check the credentials of integrations.github for ${integration.host}`,
        );
      }
      throw new ServiceUnavailableError(`${what} answered HTTP ${response.status}`);
    }
    const entry: Cached = {
      etag: response.headers.get('etag') ?? '',
      body: await response.json(),
      next: nextLink(response.headers.get('link')),
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
    async get<T>(path: string, { owner }: { owner: string }) {
      const page = await fetchPage(`${apiBaseUrl}${path}`, owner);
      return { body: page.body as T, fromCache: page.fromCache };
    },
    async list<T>(path: string, { owner }: { owner: string }) {
      const items: T[] = [];
      let fromCache = true;
      const separator = path.includes('?') ? '&' : '?';
      let url: string | undefined = `${apiBaseUrl}${path}${separator}per_page=100`;
      for (let pages = 0; url && pages < 1000; pages++) {
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

/** The `rel="next"` URL of a `Link` header. */
function nextLink(link: string | null): string | undefined {
  for (const part of link?.split(',') ?? []) {
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(part);
    if (match) return match[1];
  }
  return undefined;
}
