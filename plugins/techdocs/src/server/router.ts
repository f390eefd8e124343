import { Readable } from 'node:stream';
import {
  ANNOTATION_LOCATION,
  NotFoundError,
  NotImplementedError,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import { parseWith, principalOf, trackOpenStreams, type AuthCookies } from '@atrium/server-core';
import { type CatalogEntities } from '@atrium/plugin-catalog/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TechDocsBuilderMode, TechDocsEntityMetadata } from '../shared';
import type { DocsSync } from './build/createDocsSync';
import { resolveDocsSource } from './sources/resolveDocsSource';
import type { DocsSiteKey, DocsStorage } from './storage/DocsStorage';
import { formatSyncEvent } from './formatSyncEvent';

export interface TechDocsRouterOptions {
  catalog: () => CatalogEntities | undefined;
  storage: DocsStorage;
  sync: DocsSync;
  builder: TechDocsBuilderMode;
  /** Issues the auth cookie docs pages load their images with; absent without an auth plugin. */
  cookies: () => AuthCookies | undefined;
}

const entityParams = z.object({
  namespace: z.string().min(1).max(253),
  kind: z.string().min(1).max(253),
  name: z.string().min(1).max(253),
});
const staticParams = entityParams.extend({ '*': z.string().max(4096).default('') });

/**
 * Pages and their files are served to be fetched by the reader, never opened as documents of
 * this origin: a page opened directly cannot run its scripts nor load anything from elsewhere.
 */
const STATIC_CONTENT_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; font-src 'self' data:";

/** The docs calls of spec 001 §7, each for an entity the caller may read in the catalog. */
export function registerTechDocsRoutes(router: FastifyInstance, options: TechDocsRouterOptions) {
  const closeSignal = trackOpenStreams(router);

  /** The entity named in the path, read as the caller: what they may not read is not found. */
  async function readableEntity(request: FastifyRequest, params: DocsSiteKey): Promise<Entity> {
    const ref = `${params.kind}:${params.namespace}/${params.name}`;
    const entity = await options
      .catalog()
      ?.getEntityByRef(ref, { principal: principalOf(request) });
    if (!entity) throw new NotFoundError(`Entity ${ref} not found`);
    return entity;
  }

  router.get('/metadata/techdocs/:namespace/:kind/:name', async request => {
    const params = parseWith(entityParams, request.params, 'entity');
    const entity = await readableEntity(request, params);
    const metadata = await options.storage.readMetadata(params);
    if (!metadata) {
      throw new NotFoundError(
        `The documentation of ${stringifyEntityRef(entity)} has not been built`,
      );
    }
    return metadata;
  });

  router.get(
    '/metadata/entity/:namespace/:kind/:name',
    async (request): Promise<TechDocsEntityMetadata> => {
      const params = parseWith(entityParams, request.params, 'entity');
      const entity = await readableEntity(request, params);
      const location = entity.metadata.annotations?.[ANNOTATION_LOCATION];
      const separator = location?.indexOf(':') ?? -1;
      return {
        ...entity,
        ...(location && separator > 0
          ? {
              locationMetadata: {
                type: location.slice(0, separator),
                target: location.slice(separator + 1),
              },
            }
          : {}),
      };
    },
  );

  router.get('/sync/:namespace/:kind/:name', async (request, reply) => {
    const params = parseWith(entityParams, request.params, 'entity');
    const entity = await readableEntity(request, params);
    // Checked before the stream starts, while the status code can still say what is wrong.
    const source = options.builder === 'local' ? resolveDocsSource(entity) : undefined;
    const closed = closeSignal(reply);
    const stream = new Readable({ read() {} });
    const send = (frame: string) => {
      if (!closed.aborted) stream.push(frame);
    };
    const finish = (frame: string) => {
      send(frame);
      stream.push(null);
    };
    if (!source) {
      finish(formatSyncEvent({ type: 'finish', updated: false }));
    } else {
      options.sync
        .sync(params, source, line => send(formatSyncEvent({ type: 'log', line })))
        .then(
          ({ updated }) => finish(formatSyncEvent({ type: 'finish', updated })),
          (error: unknown) =>
            finish(formatSyncEvent({ type: 'error', message: (error as Error).message })),
        );
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('x-accel-buffering', 'no')
      .type('text/event-stream')
      .send(stream);
  });

  // A site's root is asked for with and without the trailing slash, which the wildcard misses.
  for (const route of [
    '/static/docs/:namespace/:kind/:name',
    '/static/docs/:namespace/:kind/:name/*',
  ]) {
    router.get(route, { config: { auth: 'user-cookie' } }, async (request, reply) => {
      const { '*': rest, ...params } = parseWith(staticParams, request.params, 'docs path');
      await readableEntity(request, params);
      const filePath = siteFilePath(rest);
      const file = await options.storage.readFile(params, filePath);
      if (!file) throw new NotFoundError(`Page not found: ${filePath}`);
      if (file.etag) reply.header('etag', file.etag);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply
        .header('content-security-policy', STATIC_CONTENT_POLICY)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .type(file.contentType)
        .send(file.body);
    });
  }

  router.get('/cookie', async (request, reply) => {
    const cookies = options.cookies();
    if (!cookies) throw new NotImplementedError('This server has no auth plugin to issue cookies');
    const { setCookie, expiresAt } = await cookies.issue(request);
    return reply
      .header('set-cookie', setCookie)
      .header('cache-control', 'no-store')
      .send({ expiresAt: expiresAt.toISOString() });
  });
}

/**
 * The file a static path names. The router drops a trailing slash, so a last segment without an
 * extension is taken for a page's directory, as every page of a built site is `{page}/index.html`.
 */
function siteFilePath(rest: string): string {
  const trimmed = rest.replace(/\/+$/, '');
  const last = trimmed.split('/').pop() ?? '';
  return last.includes('.') ? trimmed : trimmed ? `${trimmed}/index.html` : 'index.html';
}
