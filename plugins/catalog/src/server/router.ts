import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogPermissions,
  InputError,
  NotAllowedError,
  NotFoundError,
  parseEntityRef,
  type Permission,
} from '@atrium/model';
import { parseWith } from '@atrium/server-core';
import {
  DEFAULT_QUERY_LIMIT,
  MAX_QUERY_LIMIT,
  analyzeLocationBodySchema,
  entitiesByRefsBodySchema,
  locationInputSchema,
  refreshBodySchema,
  validateEntityBodySchema,
} from '../shared';
import type { CatalogAccess } from './permissions/createCatalogAccess';
import { parseEntityFilter } from './request/parseEntityFilter';
import { parseOrderFieldParams, parseOrderParams } from './request/parseEntityOrder';
import { MAX_FACETS, MAX_FIELDS, parseFields } from './request/parseFields';
import { parseFullTextFilter } from './request/parseFullTextFilter';
import { parseInteger } from './request/parseInteger';
import {
  encodeLocationsCursor,
  parseEntitiesQueryBody,
  parseEntityFacetsBody,
  parseLocationsQueryBody,
} from './request/parsePredicateBodies';
import type { AnalyzeLocationOptions } from './service/analyzeLocation';
import { analyzeLocation } from './service/analyzeLocation';
import type { EntityService, JsonBody } from './service/createEntityService';
import { jsonChunks } from './service/jsonChunks';
import type { LocationService } from './service/createLocationService';
import { validateEntityInput } from './service/validateEntityInput';

type Query = Record<string, string | string[] | undefined>;
type RefParams = { kind: string; namespace: string; name: string };

export interface CatalogRouterOptions {
  access: CatalogAccess;
  entities: EntityService;
  locations: LocationService;
  analyze: Omit<AnalyzeLocationOptions, 'locations'>;
}

function sendJson(reply: FastifyReply, json: string, status = 200) {
  return reply.status(status).type('application/json; charset=utf-8').send(json);
}

/** Writes a list answer as it is read, pausing while the client is slower than the database. */
function streamJson(reply: FastifyReply, body: JsonBody) {
  return reply.type('application/json; charset=utf-8').send(Readable.from(jsonChunks(body)));
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * The catalog REST API of spec 001 §7: each route parses, asks what the caller may do (spec 001
 * §6's catalog permissions), calls one service method and answers.
 */
export function registerCatalogRoutes(router: FastifyInstance, options: CatalogRouterOptions) {
  const { access, entities, locations } = options;
  const readable = (request: FastifyRequest) =>
    access.entities(request, catalogPermissions.entityRead);

  router.get<{ Querystring: Query }>('/entities', async (request, reply) => {
    const q = request.query;
    const common = {
      filter: parseEntityFilter(q.filter),
      order: parseOrderParams(q.order),
      fields: parseFields(q.fields, 'fields', MAX_FIELDS),
      readable: await readable(request),
    };
    const limit = parseInteger(q.limit, 'limit', { min: 1 });
    const offset = parseInteger(q.offset, 'offset');
    const after = single(q.after);
    if (limit === undefined && offset === undefined && after === undefined) {
      // An unbounded list streams page by page, so memory stays flat at 100,000 entities.
      return streamJson(reply, await entities.listAll(common));
    }
    const page = await entities.list({ ...common, limit, offset, after });
    if (page.nextAfter) {
      const next = new URLSearchParams();
      for (const [key, value] of Object.entries(q)) {
        if (key === 'after' || key === 'offset' || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) next.append(key, v);
      }
      next.set('after', page.nextAfter);
      reply.header('link', `<${request.url.split('?')[0]}?${next}>; rel="next"`);
    }
    return streamJson(reply, page.body);
  });

  router.get<{ Querystring: Query }>('/entities/by-query', async (request, reply) => {
    const q = request.query;
    const body = await entities.query({
      filter: parseEntityFilter(q.filter),
      order: parseOrderFieldParams(q.orderField),
      fields: parseFields(q.fields, 'fields', MAX_FIELDS),
      limit: parseInteger(q.limit, 'limit', { max: MAX_QUERY_LIMIT }) ?? DEFAULT_QUERY_LIMIT,
      offset: parseInteger(q.offset, 'offset'),
      cursor: single(q.cursor),
      fullText: parseFullTextFilter(single(q.fullTextFilterTerm), q.fullTextFilterFields),
      readable: await readable(request),
    });
    return streamJson(reply, body);
  });

  // The same query with a filter predicate (`query`), as the published catalog client sends it.
  router.post('/entities/by-query', async (request, reply) => {
    const body = parseEntitiesQueryBody(request.body);
    return streamJson(reply, await entities.query({ ...body, readable: await readable(request) }));
  });

  router.post<{ Querystring: Query }>('/entities/by-refs', async (request, reply) => {
    const body = parseWith(entitiesByRefsBodySchema, request.body, 'request body');
    const fields = body.fields ?? parseFields(request.query.fields, 'fields', MAX_FIELDS);
    return streamJson(
      reply,
      await entities.byRefs(body.entityRefs, {
        fields,
        filter: parseEntityFilter(request.query.filter),
        readable: await readable(request),
      }),
    );
  });

  router.get<{ Params: RefParams }>(
    '/entities/by-name/:kind/:namespace/:name',
    async (request, reply) => {
      const json = await entities.byRef(request.params, await readable(request));
      if (!json) throw new NotFoundError(`No entity named ${describeRef(request.params)}`);
      return sendJson(reply, json);
    },
  );

  router.get<{ Params: RefParams }>(
    '/entities/by-name/:kind/:namespace/:name/ancestry',
    async request => entities.ancestry(request.params, await readable(request)),
  );

  router.get<{ Params: { uid: string } }>('/entities/by-uid/:uid', async (request, reply) => {
    const json = await entities.byUid(request.params.uid, await readable(request));
    if (!json) throw new NotFoundError(`No entity with uid ${request.params.uid}`);
    return sendJson(reply, json);
  });

  router.delete<{ Params: { uid: string } }>('/entities/by-uid/:uid', async (request, reply) => {
    await entities.deleteByUid(request.params.uid, {
      deletable: await access.entities(request, catalogPermissions.entityDelete),
    });
    return reply.status(204).send();
  });

  router.get<{ Querystring: Query }>('/entity-facets', async request => {
    const facets = parseFields(request.query.facet, 'facet', MAX_FACETS);
    if (!facets)
      throw new InputError(
        "Missing 'facet' query parameter: name at least one field, e.g. facet=spec.type",
      );
    return entities.facets(facets, {
      filter: parseEntityFilter(request.query.filter),
      readable: await readable(request),
    });
  });

  router.post('/entity-facets', async request => {
    const { facets, predicate } = parseEntityFacetsBody(request.body);
    return entities.facets(facets, { predicate, readable: await readable(request) });
  });

  router.post('/refresh', async (request, reply) => {
    const body = parseWith(refreshBodySchema, request.body, 'request body');
    await requireEntity(request, body.entityRef, catalogPermissions.entityRefresh);
    await locations.refresh(body.entityRef);
    return reply.status(200).send();
  });

  router.post('/validate-entity', async (request, reply) => {
    await access.require(request, catalogPermissions.entityValidate);
    const body = parseWith(validateEntityBodySchema, request.body, 'request body');
    const problems = validateEntityInput(body.entity, body.location);
    if (problems.length === 0) return reply.status(200).send();
    // `errors` is what existing clients read; the rest is the standard error body.
    return reply.status(400).send({
      errors: problems.map(message => ({ name: 'InputError', message })),
      error: { name: 'InputError', message: problems.join('; ') },
      request: { method: request.method, url: request.url },
      response: { statusCode: 400 },
    });
  });

  router.post('/analyze-location', async request => {
    await access.require(request, catalogPermissions.locationAnalyze);
    const body = parseWith(analyzeLocationBodySchema, request.body, 'request body');
    return analyzeLocation(body, { ...options.analyze, locations });
  });

  router.post<{ Querystring: Query }>('/locations', async (request, reply) => {
    await access.require(request, catalogPermissions.locationCreate);
    const body = parseWith(locationInputSchema, request.body, 'request body');
    const dryRun = single(request.query.dryRun) === 'true';
    return reply.status(201).send(await locations.create(body, { dryRun }));
  });

  router.get('/locations', async request => {
    await access.require(request, catalogPermissions.locationRead);
    return (await locations.list()).map(data => ({ data }));
  });

  router.post('/locations/by-query', async request => {
    await access.require(request, catalogPermissions.locationRead);
    const { predicate, ...query } = parseLocationsQueryBody(request.body);
    const page = await locations.query({ ...query, predicate });
    const last = page.items[page.items.length - 1];
    return {
      items: page.items,
      totalItems: page.totalItems,
      pageInfo:
        page.hasMore && last
          ? { nextCursor: encodeLocationsCursor({ ...query, afterId: last.id }) }
          : {},
    };
  });

  router.get<{ Params: { id: string } }>('/locations/:id', async request => {
    await access.require(request, catalogPermissions.locationRead);
    return locations.get(request.params.id);
  });

  // A new target replaces what the old one held: both registering and removing are asked for.
  router.put<{ Params: { id: string } }>('/locations/:id', async request => {
    await access.require(request, catalogPermissions.locationCreate);
    await access.require(request, catalogPermissions.locationDelete);
    const body = parseWith(locationInputSchema, request.body, 'request body');
    return locations.update(request.params.id, body);
  });

  router.delete<{ Params: { id: string } }>('/locations/:id', async (request, reply) => {
    await access.require(request, catalogPermissions.locationDelete);
    await locations.delete(request.params.id);
    return reply.status(204).send();
  });

  router.get<{ Params: RefParams }>(
    '/locations/by-entity/:kind/:namespace/:name',
    async request => {
      await access.require(request, catalogPermissions.locationRead);
      if (!(await entities.byRef(request.params, await readable(request)))) {
        throw new NotFoundError(`No entity named ${describeRef(request.params)}`);
      }
      return locations.byEntity(request.params);
    },
  );

  /** An entity the caller may read (else 404, as if absent) and act on (else 403). */
  async function requireEntity(request: FastifyRequest, entityRef: string, permission: Permission) {
    let ref: RefParams;
    try {
      ref = parseEntityRef(entityRef);
    } catch (error) {
      throw new InputError(`Invalid entityRef: ${(error as Error).message}`);
    }
    if (!(await entities.byRef(ref, await readable(request)))) {
      throw new NotFoundError(`No entity named ${entityRef}`);
    }
    if (!(await entities.byRef(ref, await access.entities(request, permission)))) {
      throw new NotAllowedError(`The ${permission.name} permission is needed for ${entityRef}`);
    }
  }
}

function describeRef(ref: RefParams): string {
  return `${ref.kind}:${ref.namespace}/${ref.name}`;
}
