import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotImplementedError, type Permission } from '@atrium/model';
import {
  parseWith,
  principalOf,
  requirePermissions,
  trackOpenStreams,
  type PermissionsService,
  type Principal,
} from '@atrium/server-core';
import { z } from 'zod';
import {
  autocompleteRequestSchema,
  createTaskRequestSchema,
  dryRunRequestSchema,
  retryTaskRequestSchema,
  scaffolderPermissions,
  type ActionDescription,
  type DryRunRequest,
  type DryRunResponse,
  type IntegrationsResponse,
  type JsonObject,
  type RepositoryHost,
  type TemplatingExtensionsResponse,
} from '../shared';
import { parseAfter } from './request/parseAfter';
import { parseTaskListQuery } from './request/parseTaskListQuery';
import type { TaskService } from './service/createTaskService';
import type { TemplateReader } from './service/createTemplateReader';
import type { AutocompleteService } from './service/autocomplete/createAutocompleteService';
import { DryRunStepFailure, dryRunFailureBody } from './service/dryRunFailure';
import { filterRepositoryHosts } from './service/listRepositoryHosts';
import { parameterSchema } from './service/parameterSchema';
import { streamTaskEvents } from './service/streamTaskEvents';

type Query = Record<string, string | string[] | undefined>;

export interface ScaffolderRouterOptions {
  tasks: TaskService;
  templates: TemplateReader;
  permissions: () => PermissionsService | undefined;
  actions: () => ActionDescription[];
  templatingExtensions: () => TemplatingExtensionsResponse;
  /** The hosts the repository pickers offer, without credentials. */
  repositoryHosts: () => readonly RepositoryHost[];
  /** Undefined when this server has no task runner. */
  dryRun?: (
    request: DryRunRequest,
    principal: Principal,
    signal: AbortSignal,
  ) => Promise<DryRunResponse>;
  /** How long `GET …/events` waits for an event before answering `[]` (Backstage: 30 s). */
  eventsWaitMs: number;
  /** Larger than the server's default: dry runs carry a template directory. */
  dryRunBodyLimit: number;
  autocomplete: AutocompleteService;
}

const templateParams = z.object({
  namespace: z.string().min(1),
  kind: z.string().min(1),
  name: z.string().min(1),
});
const taskParams = z.object({ taskId: z.string().min(1) });
const autocompleteParams = z.object({ provider: z.string().min(1), resource: z.string().min(1) });

/** The scaffolder API of spec 001 §7: parse, check permissions (spec 001 §6), one call, answer. */
export function registerScaffolderRoutes(
  router: FastifyInstance,
  options: ScaffolderRouterOptions,
) {
  const { tasks, templates } = options;
  const authorize = (request: FastifyRequest, ...permissions: Permission[]) =>
    requirePermissions(options.permissions(), principalOf(request), permissions);
  const closeSignal = trackOpenStreams(router);
  const { taskCreate, taskRead, taskCancel } = scaffolderPermissions;

  router.get('/v2/templates/:namespace/:kind/:name/parameter-schema', async request => {
    const { namespace, kind, name } = parseWith(templateParams, request.params, 'template');
    const template = await templates.read(`${kind}:${namespace}/${name}`, principalOf(request));
    return parameterSchema(template);
  });

  router.get('/v2/actions', async () => options.actions());

  router.get('/v2/templating-extensions', async () => options.templatingExtensions());

  router.get<{ Querystring: Query }>(
    '/v2/integrations',
    async (request): Promise<IntegrationsResponse> => ({
      integrations: filterRepositoryHosts(options.repositoryHosts(), request.query.allowedHosts),
    }),
  );

  router.post('/v2/tasks', async (request, reply) => {
    const body = parseWith(createTaskRequestSchema, request.body, 'request body');
    await authorize(request, taskCreate);
    const { id } = await tasks.create({
      principal: principalOf(request),
      templateRef: body.templateRef,
      values: body.values as JsonObject,
      secrets: body.secrets,
    });
    return reply.status(201).send({ id });
  });

  router.get<{ Querystring: Query }>('/v2/tasks', async request => {
    const query = parseTaskListQuery(request.query);
    await authorize(request, taskRead);
    return tasks.list(query);
  });

  router.get('/v2/tasks/:taskId', async request => {
    const { taskId } = parseWith(taskParams, request.params, 'task');
    await authorize(request, taskRead);
    return tasks.get(taskId);
  });

  router.get<{ Querystring: Query }>('/v2/tasks/:taskId/events', async (request, reply) => {
    const { taskId } = parseWith(taskParams, request.params, 'task');
    const after = parseAfter(request.query.after);
    await authorize(request, taskRead);
    return tasks.events(taskId, {
      after,
      waitMs: options.eventsWaitMs,
      signal: closeSignal(reply),
    });
  });

  router.get<{ Querystring: Query }>('/v2/tasks/:taskId/eventstream', async (request, reply) => {
    const { taskId } = parseWith(taskParams, request.params, 'task');
    const after = parseAfter(request.query.after, request.headers['last-event-id']);
    await authorize(request, taskRead);
    // Answers 404 before the stream starts, while a status code can still say so.
    await tasks.get(taskId);
    const closed = closeSignal(reply);
    return reply
      .header('cache-control', 'no-cache')
      .header('x-accel-buffering', 'no')
      .type('text/event-stream')
      .send(Readable.from(streamTaskEvents(tasks, taskId, after, closed)));
  });

  router.post('/v2/tasks/:taskId/cancel', async request => {
    const { taskId } = parseWith(taskParams, request.params, 'task');
    await authorize(request, taskCancel, taskRead);
    await tasks.cancel(taskId);
    return { status: 'cancelled' };
  });

  router.post('/v2/tasks/:taskId/retry', async (request, reply) => {
    const { taskId } = parseWith(taskParams, request.params, 'task');
    const body = parseWith(retryTaskRequestSchema, request.body ?? undefined, 'request body');
    await authorize(request, taskCreate, taskRead);
    await tasks.retry(taskId, body?.secrets);
    return reply.status(201).send({ id: taskId });
  });

  router.post('/v2/dry-run', { bodyLimit: options.dryRunBodyLimit }, async (request, reply) => {
    const body = parseWith(dryRunRequestSchema, request.body, 'request body');
    await authorize(request, taskCreate);
    if (!options.dryRun) throw new NotImplementedError('This server has no task runner');
    try {
      return await options.dryRun(body, principalOf(request), closeSignal(reply));
    } catch (error) {
      if (!(error instanceof DryRunStepFailure)) throw error;
      return reply.status(500).send(dryRunFailureBody(error, request));
    }
  });

  // Any signed-in user: the lookup acts with the token the caller sends, not the server's.
  router.post('/v2/autocomplete/:provider/:resource', async (request, reply) => {
    const { provider, resource } = parseWith(autocompleteParams, request.params, 'autocomplete');
    const body = parseWith(autocompleteRequestSchema, request.body, 'request body');
    return options.autocomplete.complete({
      provider,
      resource,
      token: body.token,
      context: body.context,
      signal: closeSignal(reply),
    });
  });
}
