import type { CompoundEntityRef } from '@atrium/model';
import { ResponseError, type ApiClient } from '@atrium/web-core';
// Deep imports: the web bundle takes only the pure modules it needs from `shared`.
import { TECHDOCS_PLUGIN_ID } from '../shared/constants';
import type { TechDocsEntityMetadata, TechDocsMetadata } from '../shared/contract';

/**
 * `{namespace}/{kind}/{name}`, as every docs endpoint addresses an entity: lower-cased, as sites
 * are stored (refs compare without case), so one site has one URL and its images one cache entry.
 */
export function entityPath(entity: CompoundEntityRef): string {
  return [entity.namespace, entity.kind, entity.name]
    .map(part => encodeURIComponent(part.toLowerCase()))
    .join('/');
}

/** A page path without its leading and trailing slashes; `''` for the docs root. */
export function normalizeDocsPath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** `GET /metadata/techdocs/…`: the built site's metadata; a 404 means nothing is built yet. */
export function getTechDocsMetadata(
  api: ApiClient,
  entity: CompoundEntityRef,
): Promise<TechDocsMetadata> {
  return api.json<TechDocsMetadata>(TECHDOCS_PLUGIN_ID, `/metadata/techdocs/${entityPath(entity)}`);
}

/** `GET /metadata/entity/…`: the entity the docs belong to. */
export function getEntityMetadata(
  api: ApiClient,
  entity: CompoundEntityRef,
): Promise<TechDocsEntityMetadata> {
  return api.json<TechDocsEntityMetadata>(
    TECHDOCS_PLUGIN_ID,
    `/metadata/entity/${entityPath(entity)}`,
  );
}

/**
 * The directory URL of a page of the built site: relative links and images inside the page are
 * resolved against it, and `<img>` loads from it with the session cookie.
 */
export function docsStaticUrl(api: ApiClient, entity: CompoundEntityRef, path: string): string {
  return `${api.baseUrlFor(TECHDOCS_PLUGIN_ID)}${staticPagePath(entity, path)}`;
}

function staticPagePath(entity: CompoundEntityRef, path: string): string {
  const page = normalizeDocsPath(path);
  const base = `/static/docs/${entityPath(entity)}/`;
  return page === '' ? base : `${base}${page.split('/').map(encodeURIComponent).join('/')}/`;
}

/** `GET /static/docs/…/{path}/index.html`: the built page; throws a ResponseError when missing. */
export async function getDocsPage(
  api: ApiClient,
  entity: CompoundEntityRef,
  path: string,
  signal?: AbortSignal,
): Promise<string> {
  const response = await api.fetch(
    TECHDOCS_PLUGIN_ID,
    `${staticPagePath(entity, path)}index.html`,
    { signal },
  );
  if (!response.ok) throw await ResponseError.fromResponse(response);
  return response.text();
}

/** Opens `GET /sync/…` (a `text/event-stream`); the caller reads and parses the body. */
export function openSyncStream(
  api: ApiClient,
  entity: CompoundEntityRef,
  signal: AbortSignal,
): Promise<Response> {
  return api.fetch(TECHDOCS_PLUGIN_ID, `/sync/${entityPath(entity)}`, {
    headers: { accept: 'text/event-stream' },
    signal,
  });
}

/**
 * A file of the built site by its absolute URL (an SVG to inline): with the bearer token, and
 * with the cookie, since the URL may belong to a configured storage host.
 */
export async function getDocsFile(api: ApiClient, url: string): Promise<string> {
  const base = api.baseUrlFor(TECHDOCS_PLUGIN_ID);
  const response = url.startsWith(`${base}/`)
    ? await api.fetch(TECHDOCS_PLUGIN_ID, url.slice(base.length), { credentials: 'include' })
    : await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await ResponseError.fromResponse(response);
  return response.text();
}

const AUTH_PLUGIN_ID = 'auth';
const COOKIE_PATH = '/v1/cookie';
const cookieRequests = new WeakMap<ApiClient, Promise<void>>();

/**
 * Makes sure the session cookie `<img>` needs for the site's images is set before a page shows
 * them (spec 001 §7 "Session cookie"). Asked once per client; a failure is forgotten, so the next
 * page asks again, and does not stop the page: its text is readable without the cookie.
 */
export function ensureDocsCookie(api: ApiClient): Promise<void> {
  let request = cookieRequests.get(api);
  if (!request) {
    request = api
      .fetch(AUTH_PLUGIN_ID, COOKIE_PATH, { credentials: 'include' })
      .then(response => {
        if (!response.ok && response.status !== 404) throw new Error(`${response.status}`);
      })
      .catch(() => {
        cookieRequests.delete(api);
      });
    cookieRequests.set(api, request);
  }
  return request;
}
