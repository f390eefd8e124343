import { z } from 'zod';

/**
 * The scaffolder's wire format (spec 001 §3 "Scaffolder task", §7 "Scaffolder"), as Backstage's
 * scaffolder answers it, so existing clients and scripts keep working.
 */

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export const TASK_STATUSES = ['open', 'processing', 'completed', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** What a step can be while a task runs, as the log events report it. */
export type StepStatus = TaskStatus | 'skipped';

/** One step of a task, as written in the template. */
export interface TaskStep {
  id: string;
  name: string;
  action: string;
  input?: JsonObject;
  if?: string | boolean;
  each?: string | JsonValue[];
}

/** What a task runs: the template's steps and output with the user's values, frozen at creation. */
export interface TaskSpec {
  apiVersion: 'scaffolder.backstage.io/v1beta3';
  parameters: JsonObject;
  steps: TaskStep[];
  output: { [name: string]: JsonValue };
  templateInfo?: {
    entityRef: string;
    /** The URL of the template's own file: `fetch:*` actions resolve relative paths against it. */
    baseUrl?: string;
    entity?: { metadata: JsonObject };
  };
  user?: { entity?: JsonObject; ref?: string };
}

export interface SerializedTask {
  id: string;
  spec: TaskSpec;
  status: TaskStatus;
  createdAt: string;
  lastHeartbeatAt?: string;
  createdBy?: string;
}

export type TaskEventType = 'log' | 'completion' | 'cancelled' | 'recovered';

export interface SerializedTaskEvent {
  id: number;
  taskId: string;
  type: TaskEventType;
  body: JsonObject;
  createdAt: string;
}

/** The body of a `log` event. */
export interface LogEventBody {
  message: string;
  stepId?: string;
  status?: StepStatus;
}

/** `POST /v2/tasks`. */
export const createTaskRequestSchema = z.object({
  templateRef: z.string().min(1),
  values: z.record(z.string(), z.unknown()),
  secrets: z.record(z.string(), z.string()).optional(),
});
export type CreateTaskRequest = z.infer<typeof createTaskRequestSchema>;

/** `POST /v2/dry-run`: a template tried on files the caller sends, base64-encoded. */
export const dryRunRequestSchema = z.object({
  template: z.record(z.string(), z.unknown()),
  values: z.record(z.string(), z.unknown()),
  secrets: z.record(z.string(), z.string()).optional(),
  directoryContents: z.array(z.object({ path: z.string().min(1), base64Content: z.string() })),
});
export type DryRunRequest = z.infer<typeof dryRunRequestSchema>;

export interface DryRunResponse {
  log: Array<{ body: LogEventBody }>;
  directoryContents: Array<{ path: string; base64Content: string; executable?: boolean }>;
  output: JsonObject;
  steps: TaskStep[];
}

/** `GET /v2/tasks`. */
export interface ListTasksResponse {
  tasks: SerializedTask[];
  totalTasks: number;
}

/** An entry of `GET /v2/actions`. */
export interface ActionDescription {
  id: string;
  description?: string;
  examples?: Array<{ description: string; example: string }>;
  schema: { input?: JsonObject; output?: JsonObject };
}

/** `POST /v2/tasks/{id}/retry`: the secrets of the new run (those of the last run were deleted). */
export const retryTaskRequestSchema = z
  .object({ secrets: z.record(z.string(), z.string()).optional() })
  .optional();

/** `POST /v2/autocomplete/{provider}/{resource}`: the user's token for the host, and what is known. */
export const autocompleteRequestSchema = z.object({
  token: z.string().min(1),
  context: z.record(z.string(), z.string()).optional(),
});
export type AutocompleteRequest = z.infer<typeof autocompleteRequestSchema>;

export interface AutocompleteResult {
  id: string;
  title?: string;
  /** What a follow-up lookup needs, e.g. the owner of a repository. */
  context?: Record<string, string>;
}

export interface AutocompleteResponse {
  results: AutocompleteResult[];
}

/** An example of a templating filter or function, as written in a template. */
export interface TemplatingExampleDescription {
  description?: string;
  example: string;
  notes?: string;
}

/** A filter or global function of `GET /v2/templating-extensions`. */
export interface TemplatingCallableDescription {
  description?: string;
  schema: { arguments?: JsonObject[]; output?: JsonObject };
  examples: TemplatingExampleDescription[];
}

export interface TemplatingValueDescription {
  description?: string;
  value: JsonObject[string];
}

/** The answer of `GET /v2/templating-extensions`. */
export interface TemplatingExtensionsResponse {
  filters: Record<string, TemplatingCallableDescription>;
  globals: {
    functions: Record<string, TemplatingCallableDescription>;
    values: Record<string, TemplatingValueDescription>;
  };
}

/** A host the repository pickers offer, from `GET /v2/integrations` (spec 001 §7). */
export interface RepositoryHost {
  /** The integration type, or `local` for repositories on the server's own disk. */
  type: string;
  title: string;
  host: string;
}

/** The answer of `GET /v2/integrations`. */
export interface IntegrationsResponse {
  integrations: RepositoryHost[];
}
