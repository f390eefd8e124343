import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { azureDevOpsHeaders } from '../integrations/azure/azureDevOpsAuthorization';
import { githubCredentialsFor } from '../integrations/github/githubCredentialsFor';
import type { ScmIntegration } from '../integrations/ScmIntegration';
import type { ScmIntegrations } from '../integrations/readScmIntegrations';
import { apiAuthHeaders, fileRequestFor, type FileRequest } from '../integrations/urls';
import { createRateLimitGate } from './createRateLimitGate';
import type { ReadUrlOptions, ReadUrlResult } from './createUrlReader';
import { describeFetchCause } from './describeFetchCause';
import { formatDuration, readLimitedBody } from './readLimitedBody';

export interface IntegrationReaderOptions {
  integrations: ScmIntegrations;
  timeoutMs: number;
  maxBytes: number;
  now?: () => number;
  /**
   * Whether a redirect may lead to a URL of another origin than the host's API: the reading
   * rules decide, as for any URL; another integration's host is allowed too.
   */
  isAllowed?(url: URL): boolean;
}

/** Reads files named by a code host's browse URL through that host's API, with its credentials. */
export interface IntegrationReader {
  /** Whether the URL's host is a source-control integration (configured or public). */
  handles(url: string): boolean;
  read(url: string, options?: ReadUrlOptions): Promise<ReadUrlResult>;
}

const MAX_REDIRECTS = 5;

export function createIntegrationReader(options: IntegrationReaderOptions): IntegrationReader {
  const { integrations, timeoutMs, maxBytes } = options;
  const gate = createRateLimitGate(options.now);

  /** The headers authorising a call about the file at `url`; GitHub Apps are asked per account. */
  async function authHeaders(integration: ScmIntegration, url: string) {
    if (integration.type === 'github' && integration.githubApps?.length) {
      const owner = githubOwnerOf(url);
      const credentials = owner
        ? await githubCredentialsFor(integration).forOwner(owner)
        : undefined;
      return credentials ? { authorization: credentials.authorization } : {};
    }
    // Entra ID credentials give bearer tokens made on demand; personal access tokens are static.
    if (integration.type === 'azure') return azureDevOpsHeaders(integration, url);
    return apiAuthHeaders(integration, url);
  }

  async function fetchFile(
    integration: ScmIntegration,
    browseUrl: string,
    request: FileRequest,
    readOptions: ReadUrlOptions,
    signal: AbortSignal,
  ): Promise<ReadUrlResult> {
    const plain: Record<string, string> = { ...request.headers };
    if (readOptions.etag) plain['if-none-match'] = readOptions.etag;
    let headers: Record<string, string> = {
      ...plain,
      ...(await authHeaders(integration, browseUrl)),
    };
    let target = new URL(request.url);
    const origin = target.origin;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      gate.assertOpen(integration.host);
      const response = await fetch(target, { headers, redirect: 'manual', signal });
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        await response.body?.cancel();
        const location = response.headers.get('location');
        if (!location)
          throw new ServiceUnavailableError(`${browseUrl}: ${integration.host} redirected nowhere`);
        target = new URL(location, target);
        if (target.origin !== origin) {
          // Credentials go to the host's own API only (a renamed repository moves within it), and
          // another origin must be one the server may read at all.
          if (!integrationFor(target.href) && !options.isAllowed?.(target)) {
            throw new NotAllowedError(
              `Reading ${browseUrl}: ${integration.host} redirected to ${target.origin}, which is not allowed; add its host to backend.reading.allow`,
            );
          }
          headers = plain;
        }
        continue;
      }
      if (response.status === 304) {
        await response.body?.cancel();
        return { notModified: true };
      }
      if (response.ok) {
        const body = await readLimitedBody(response, maxBytes, browseUrl);
        return {
          notModified: false,
          buffer: decodeFile(body, request.decode, browseUrl),
          etag: response.headers.get('etag') ?? undefined,
        };
      }
      await response.body?.cancel();
      gate.observe(integration.host, response);
      throw refusal(integration, browseUrl, response.status);
    }
    throw new ServiceUnavailableError(`Too many redirects reading ${browseUrl}`);
  }

  /** The integration serving a URL: by its host, or a GitHub's raw file host. */
  function integrationFor(url: string): ScmIntegration | undefined {
    const byHost = integrations.integrationForUrl(url);
    if (byHost) return byHost;
    const host = hostOf(url);
    return integrations
      .list()
      .find(integration => integration.rawBaseUrl && hostOf(integration.rawBaseUrl) === host);
  }

  return {
    handles: url => integrationFor(url) !== undefined,

    async read(url, readOptions = {}) {
      const integration = integrationFor(url);
      if (!integration) throw new NotFoundError(`No integration reads ${url}`);
      const request = fileRequestFor(integration, url);
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = readOptions.signal ? AbortSignal.any([readOptions.signal, timeout]) : timeout;
      try {
        return await fetchFile(integration, url, request, readOptions, signal);
      } catch (error) {
        if (timeout.aborted) {
          throw new ServiceUnavailableError(
            `Timed out after ${formatDuration(timeoutMs)} reading ${url} from ${integration.host}`,
          );
        }
        if (error instanceof TypeError) {
          throw new ServiceUnavailableError(`Could not read ${url}: ${describeFetchCause(error)}`);
        }
        throw error;
      }
    },
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** GitHub's browse and raw URLs both start with the owning account. */
function githubOwnerOf(url: string): string | undefined {
  return new URL(url).pathname.split('/').filter(Boolean)[0];
}

function refusal(integration: ScmIntegration, url: string, status: number): Error {
  if (status === 404)
    return new NotFoundError(`${url} was not found on ${integration.host} (HTTP 404)`);
  if (status === 401 || status === 403) {
    return new NotAllowedError(
      `${integration.host} refused to read ${url} (HTTP ${status}): check the credentials of integrations.${integration.type} for ${integration.host}`,
    );
  }
  return new ServiceUnavailableError(
    `Could not read ${url}: ${integration.host} answered HTTP ${status}`,
  );
}

function decodeFile(body: Buffer, decode: FileRequest['decode'], url: string): Buffer {
  switch (decode) {
    case 'raw':
      return body;
    case 'base64':
    case 'gerrit-base64':
      return Buffer.from(body.toString('latin1'), 'base64');
    case 'json-content-base64': {
      let content: unknown;
      try {
        content = (JSON.parse(body.toString('utf8')) as { content?: unknown }).content;
      } catch {
        content = undefined;
      }
      if (typeof content !== 'string') {
        throw new ServiceUnavailableError(
          `Could not read ${url}: the host's answer holds no file content`,
        );
      }
      return Buffer.from(content, 'base64');
    }
  }
}
