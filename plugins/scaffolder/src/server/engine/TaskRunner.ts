import type { JsonObject, LogEventBody, TaskSpec } from '../../shared';

/** One run of a task's steps, in a workspace the caller made and removes. */
export interface TaskRunRequest {
  readonly taskId: string;
  readonly spec: TaskSpec;
  readonly secrets: Readonly<Record<string, string>>;
  readonly workspacePath: string;
  /** A dry run: steps whose action does not support one are skipped, and logged as such. */
  readonly isDryRun: boolean;
  /** Aborted on cancel: the running step stops and no further step starts. */
  readonly signal: AbortSignal;
  /** Every log line and step status change, in order, as the task's `log` events. */
  emit(body: LogEventBody): Promise<void>;
}

export interface TaskRunResult {
  /** The template's `spec.output`, rendered once every step ran. */
  readonly output: JsonObject;
}

/**
 * Runs a task spec's steps (`if`, `each`, rendered inputs checked against each action's schema)
 * and renders its output. A step that fails rejects with its error after logging it; a cancelled
 * run rejects with the signal's reason.
 */
export type TaskRunner = (request: TaskRunRequest) => Promise<TaskRunResult>;
