import { ServiceUnavailableError } from '@atrium/model';
import { azureDevOpsHeaders, type EntraTokens, type ScmIntegration } from '@atrium/server-core';
import { codeSearchRefusal, rateLimitError } from './codeSearchRefusal';

/** What discovery looks for: code search terms, wildcards allowed in each but the organisation. */
export interface CodeSearchQuery {
  organization: string;
  project: string;
  repository: string;
  path: string;
  branch?: string;
}

/** The fields of Azure DevOps' CodeResult that discovery reads. */
export interface CodeSearchResult {
  fileName?: string;
  /** From the repository's root, starting with `/`. */
  path: string;
  repository: { name: string };
  project: { name: string };
  versions?: Array<{ branchName?: string }>;
}

/** Every file a query matches, over as many pages as it takes. */
export type CodeSearch = (query: CodeSearchQuery) => Promise<CodeSearchResult[]>;

export interface CodeSearchOptions {
  /** Bounds each request. */
  timeoutMs?: number;
  /** Results asked for a page; the most Azure DevOps answers by default. */
  pageSize?: number;
  now?: () => number;
  /** Where Microsoft Entra ID credentials get their tokens; the process-wide cache otherwise. */
  tokens?: EntraTokens;
}

const API_VERSION = '6.0-preview.1';
/** The most results Azure DevOps answers a page. */
const PAGE_SIZE = 1000;
/** Past 100 pages a run would rather fail than drop the files it could not page to. */
const MAX_PAGES = 100;

/**
 * Azure DevOps Code Search for one `integrations.azure` host, as Backstage's discovery asks it:
 * the organisation's search (`almsearch.dev.azure.com` for the cloud service, the server's own
 * base URL otherwise) with `path:`, `repo:` and `proj:` terms, a Branch filter when one is
 * configured, paged by `$skip` in path order. A rate-limit refusal makes later searches on the
 * host fail at once until the time it gave.
 */
export function createCodeSearch(
  integration: ScmIntegration,
  options: CodeSearchOptions = {},
): CodeSearch {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const now = options.now ?? Date.now;
  const baseUrl = integration.baseUrl.replace(/\/+$/, '');
  const searchBase =
    baseUrl === 'https://dev.azure.com' ? 'https://almsearch.dev.azure.com' : baseUrl;
  let resumesAt: number | undefined;

  async function page(query: CodeSearchQuery, skip: number) {
    if (resumesAt !== undefined && now() < resumesAt) {
      throw rateLimitError(integration.host, resumesAt);
    }
    const organization = encodeURIComponent(query.organization);
    const url = `${searchBase}/${organization}/_apis/search/codesearchresults?api-version=${API_VERSION}`;
    // A personal access token, or a bearer token made for an Entra ID credential.
    const headers = await azureDevOpsHeaders(
      integration,
      `${baseUrl}/${organization}`,
      options.tokens,
    );
    const body = {
      searchText: `path:${query.path} repo:${query.repository} proj:${query.project}`,
      $orderBy: [{ field: 'path', sortOrder: 'ASC' }],
      $skip: skip,
      $top: pageSize,
      ...(query.branch ? { filters: { Branch: [query.branch] } } : {}),
    };
    const response = await post(url, headers, body);
    if (!response.ok) {
      const refusal = codeSearchRefusal(
        integration.host,
        response,
        await messageOf(response),
        now(),
      );
      if (refusal.resumesAt !== undefined) resumesAt = refusal.resumesAt;
      throw refusal.error;
    }
    return readPage(await response.json().catch(() => undefined), integration.host);
  }

  async function post(url: string, headers: Record<string, string>, body: unknown) {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
        // A redirect could carry the token elsewhere; the API has no reason to send one.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const why =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer within ${timeoutMs / 1000} s`
          : causeOf(error);
      throw new ServiceUnavailableError(
        `Could not reach ${integration.host} for code search: ${why}`,
      );
    }
  }

  return async query => {
    const results: CodeSearchResult[] = [];
    for (let pages = 0; pages < MAX_PAGES; pages++) {
      const { count, items } = await page(query, results.length);
      results.push(...items);
      if (results.length >= count || items.length === 0) return results;
    }
    throw new ServiceUnavailableError(
      `Code search on ${integration.host} matched more than ${MAX_PAGES * pageSize} files; narrow the repository or path`,
    );
  };
}

/** A page of results, checked: a run must not take a malformed answer for an empty one. */
function readPage(body: unknown, host: string): { count: number; items: CodeSearchResult[] } {
  const page = body as { count?: unknown; results?: unknown } | undefined;
  const items = page?.results;
  if (
    typeof page?.count !== 'number' ||
    !Array.isArray(items) ||
    !items.every(
      (item: Partial<CodeSearchResult> | null) =>
        typeof item?.path === 'string' &&
        typeof item.repository?.name === 'string' &&
        typeof item.project?.name === 'string',
    )
  ) {
    throw new ServiceUnavailableError(`Code search on ${host} did not answer search results`);
  }
  return { count: page.count, items: items as CodeSearchResult[] };
}

/** The host's own message in Azure DevOps' error body, when there is one. */
async function messageOf(response: Response): Promise<string | undefined> {
  const body: unknown = await response.json().catch(() => undefined);
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message.slice(0, 500) : undefined;
}

/** What a failed `fetch` says of its cause: `ECONNREFUSED` rather than "fetch failed". */
function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause?.code ?? cause?.message ?? error.message;
}
