import { createExtensionPoint } from '@atrium/server-core';
import type { z } from 'zod';
import type { JsonObject, TaskSpec } from '../../shared';

/** Where an action's lines go: the task's log, step by step, as the user watches it. */
export interface TaskLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Everything a running step hands its action. */
export interface ActionContext<Input> {
  /** The step's input, rendered and checked against the action's input schema. */
  readonly input: Input;
  /** The task's own directory; removed when the task ends. */
  readonly workspacePath: string;
  readonly logger: TaskLogger;
  /** Sets one of the step's outputs, read by later steps as `steps.<id>.output.<name>`. */
  output(name: string, value: unknown): void;
  /** A directory of the task's own outside the workspace, removed when the task ends. */
  createTemporaryDirectory(): Promise<string>;
  /** The values the user gave for `ui:field: Secret` fields; never stored in plain text. */
  readonly secrets: Readonly<Record<string, string>>;
  readonly user: NonNullable<TaskSpec['user']>;
  readonly templateInfo?: TaskSpec['templateInfo'];
  readonly task: { readonly id: string };
  readonly step: { readonly id: string; readonly name: string };
  /** Set for a step with `each`: the current item. */
  readonly each?: { readonly key: string; readonly value: unknown };
  /** A dry run: the action must not change anything outside the workspace. */
  readonly isDryRun: boolean;
  /** Aborted when the task is cancelled: long work stops at the next chance. */
  readonly signal: AbortSignal;
}

export interface ActionExample {
  description: string;
  /** The step in YAML, as a template author would write it. */
  example: string;
}

/** A scaffolder action: what a template step's `action` names (spec 001 §7 `GET /v2/actions`). */
export interface TemplateAction<Input = unknown, Output extends JsonObject = JsonObject> {
  readonly id: string;
  readonly description?: string;
  readonly examples?: readonly ActionExample[];
  /** Runs in dry runs too; only actions that change nothing outside the workspace may say so. */
  readonly supportsDryRun?: boolean;
  readonly schema?: {
    readonly input?: z.ZodType<Input>;
    readonly output?: z.ZodType<Output>;
  };
  handler(context: ActionContext<Input>): Promise<void>;
}

export function createTemplateAction<Input, Output extends JsonObject = JsonObject>(
  action: TemplateAction<Input, Output>,
): TemplateAction<Input, Output> {
  return action;
}

/**
 * Where other plugins add actions: `register(registrar) { registrar.add(scaffolderActions, …) }`.
 * An action id may be given once; the scaffolder refuses to start on a duplicate.
 */
// Actions differ in their input types; the registry checks each input against its own schema.
export const scaffolderActions =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createExtensionPoint<TemplateAction<any, any>>('scaffolder.actions');
