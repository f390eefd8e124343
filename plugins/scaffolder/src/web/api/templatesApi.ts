import type { Entity } from '@atrium/model';
import { getEntityByName, getFacets, queryEntities } from '@atrium/plugin-catalog/react';
import { ResponseError, type ApiClient } from '@atrium/web-core';
// Deep import: the shared index also carries the zod contract, which the browser does not need.
import { SCAFFOLDER_PLUGIN_ID } from '../../shared/constants';

/** One step of a template's form, as `GET /v2/templates/…/parameter-schema` answers it. */
export interface TemplateParameterStep {
  title: string;
  description?: string;
  /** A JSON schema that may still carry `ui:*` keys (Backstage's server leaves them in). */
  schema: Record<string, unknown>;
  uiSchema?: Record<string, unknown>;
}

export interface TemplateParameterSchema {
  title: string;
  description?: string;
  /** Shown in the wizard's header menu when present (Backstage's `presentation`). */
  presentation?: Record<string, unknown>;
  steps: TemplateParameterStep[];
}

export interface CreateTaskRequest {
  templateRef: string;
  values: Record<string, unknown>;
  secrets?: Record<string, string>;
}

/** An entry of the integrations list the repository pickers offer (spec 001 §3). */
export interface ScmIntegration {
  type: string;
  title: string;
  host: string;
}

export interface AutocompleteResult {
  id: string;
  title?: string;
}

// Organisations keep tens of templates, not thousands; the cap only guards against a loop.
const TEMPLATE_PAGE_SIZE = 500;
const MAX_TEMPLATE_PAGES = 20;

/** Every `Template` entity of the catalog, following cursors. */
export async function listTemplates(api: ApiClient): Promise<Entity[]> {
  const templates: Entity[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_TEMPLATE_PAGES; page++) {
    const answer = await queryEntities(api, {
      filter: { kind: 'template' },
      limit: TEMPLATE_PAGE_SIZE,
      cursor,
    });
    templates.push(...answer.items);
    cursor = answer.pageInfo?.nextCursor;
    if (!cursor) break;
  }
  return templates;
}

export function getTemplateParameterSchema(
  api: ApiClient,
  ref: { namespace: string; name: string },
): Promise<TemplateParameterSchema> {
  const path = [ref.namespace, 'template', ref.name].map(encodeURIComponent).join('/');
  return api.json<TemplateParameterSchema>(
    SCAFFOLDER_PLUGIN_ID,
    `/v2/templates/${path}/parameter-schema`,
  );
}

/** A problem the server found with one value of the form, e.g. `name` not matching its pattern. */
export interface TaskValueProblem {
  /** The value's path in the form's data; empty when the server did not say. */
  path: string[];
  message: string;
}

/**
 * A refused `POST /v2/tasks`: spec 001 §8 "Backend request failed, {status} {statusText} {body}",
 * with the server's per-value problems when its answer lists them.
 */
export class CreateTaskError extends Error {
  override readonly name = 'CreateTaskError';
  constructor(
    message: string,
    readonly statusCode: number,
    readonly problems: TaskValueProblem[],
  ) {
    super(message);
  }
}

/** Spec 001 §7: `POST /v2/tasks` answers 201 with the new task's id. */
export async function createTask(
  api: ApiClient,
  request: CreateTaskRequest,
): Promise<{ id: string }> {
  const response = await api.fetch(SCAFFOLDER_PLUGIN_ID, '/v2/tasks', {
    method: 'POST',
    body: request,
    headers: { accept: 'application/json' },
  });
  const text = await response.text();
  if (response.status === 201 || response.ok) {
    return JSON.parse(text) as { id: string };
  }
  throw toCreateTaskError(response, text);
}

function toCreateTaskError(response: Response, text: string): CreateTaskError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const problems = readProblems(body);
  const errorMessage = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  const message =
    typeof errorMessage === 'string'
      ? errorMessage
      : `Backend request failed, ${response.status} ${response.statusText} ${text}`.trim();
  return new CreateTaskError(message, response.status, problems);
}

// Backstage's server lists schema problems as `errors` with `path` (or `property: instance.a.b`).
function readProblems(body: unknown): TaskValueProblem[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap(item => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, property, message } = item as Record<string, unknown>;
    if (typeof message !== 'string') return [];
    if (Array.isArray(path)) return [{ path: path.map(String), message }];
    if (typeof property === 'string') {
      return [{ path: property.split('.').filter(part => part !== 'instance' && part), message }];
    }
    return [{ path: [], message }];
  });
}

/** The source-control hosts configured on the server, for the repository pickers. */
export async function listIntegrations(api: ApiClient): Promise<ScmIntegration[]> {
  const answer = await api.json<{ integrations?: ScmIntegration[] }>(
    SCAFFOLDER_PLUGIN_ID,
    '/v2/integrations',
  );
  return answer?.integrations ?? [];
}

export interface AutocompleteRequest {
  token: string;
  context: Record<string, string>;
}

export async function autocomplete(
  api: ApiClient,
  provider: string,
  resource: string,
  request: AutocompleteRequest,
): Promise<AutocompleteResult[]> {
  const answer = await api.json<{ results?: AutocompleteResult[] }>(
    SCAFFOLDER_PLUGIN_ID,
    `/v2/autocomplete/${encodeURIComponent(provider)}/${encodeURIComponent(resource)}`,
    { method: 'POST', body: request },
  );
  return answer?.results ?? [];
}

/** Spec 001 §7 "Group lookup": groups with a hasMember relation to the user. */
export async function getGroupsOfUser(api: ApiClient, userEntityRef: string): Promise<Entity[]> {
  const answer = await queryEntities(api, {
    filter: { kind: 'group', 'relations.hasmember': userEntityRef.toLowerCase() },
    limit: 500,
    fields: ['metadata', 'kind', 'spec.profile'],
  });
  return answer.items;
}

/** The tags already used in the catalog, for the tags picker's suggestions. */
export async function getExistingTags(api: ApiClient, kinds: readonly string[]): Promise<string[]> {
  const answer = await getFacets(
    api,
    ['metadata.tags'],
    kinds.length > 0 ? { kind: [...kinds] } : undefined,
  );
  return (answer?.facets?.['metadata.tags'] ?? []).map(facet => facet.value);
}

/** The template entity itself, for its annotations (edit URL); undefined when the catalog has none. */
export async function getTemplateEntity(
  api: ApiClient,
  ref: { namespace: string; name: string },
): Promise<Entity | undefined> {
  try {
    return await getEntityByName(api, { kind: 'template', ...ref });
  } catch (error) {
    // Only the edit link needs it: a refusal of any kind leaves the link out.
    if (error instanceof ResponseError) return undefined;
    throw error;
  }
}
