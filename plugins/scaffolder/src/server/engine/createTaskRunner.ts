import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InputError, toError } from '@atrium/model';
import type { JsonObject, LogEventBody, TaskStep } from '../../shared';
import {
  TemplateRenderError,
  type TemplateContext,
  type TemplateRenderer,
} from '../templating/createTemplateRenderer';
import type { AnyTemplateAction } from '../actions/createTemplateAction';
import type { ActionRegistry } from './createActionRegistry';
import { describeInputProblems } from './describeInputProblems';
import { findIgnoredInputs } from './findIgnoredInputs';
import { CancelledError, throwIfAborted, untilDoneOrAborted } from './cancellation';
import { isTruthy } from './isTruthy';
import {
  createSecretRedactor,
  stringsChangedBySecrets,
  type SecretRedactor,
} from './redactSecrets';
import type { TaskRunner, TaskRunRequest } from './TaskRunner';

export interface TaskRunnerOptions {
  readonly actions: ActionRegistry;
  readonly renderer: TemplateRenderer;
  /** Where each task's temporary directories are made; the system's temporary directory unless given. */
  readonly temporaryRoot?: string;
}

interface EachItem {
  readonly key: string;
  readonly value: unknown;
}

interface Iteration {
  readonly each: EachItem | undefined;
  readonly shouldRun: boolean;
  readonly input: unknown;
  /** Top-level input keys the action's schema does not declare (and so drops). */
  readonly ignored: readonly string[];
}

type StepOutputs = Record<string, { output: Record<string, unknown> }>;

/** The run of one task: its context for expressions and the way its lines reach the log. */
interface Run {
  readonly request: TaskRunRequest;
  readonly steps: StepOutputs;
  readonly temporaryRoot: string;
  readonly redactor: SecretRedactor;
  log(body: LogEventBody): Promise<void>;
}

function baseContext(run: Run): Record<string, unknown> {
  const { spec, taskId } = run.request;
  return {
    parameters: spec.parameters,
    steps: run.steps,
    user: spec.user ?? {},
    context: { task: { id: taskId } },
  };
}

async function render(
  renderer: TemplateRenderer,
  value: unknown,
  context: TemplateContext,
  step: TaskStep | undefined,
  part: string,
): Promise<unknown> {
  try {
    return await renderer.renderValue(value, context);
  } catch (error) {
    if (!(error instanceof TemplateRenderError)) throw error;
    const where = step ? `Step '${step.id}' (${step.name})` : 'The template';
    throw new InputError(`${where} has an invalid ${part}: ${error.message}`, { cause: error });
  }
}

function resolveEach(step: TaskStep, resolved: unknown): EachItem[] {
  if (resolved === null || typeof resolved !== 'object') {
    throw new InputError(
      `Step '${step.id}' (${step.name}) has an invalid each: '${JSON.stringify(step.each)}' did not give a list or an object`,
    );
  }
  return Object.entries(resolved).map(([key, value]) => ({ key, value }));
}

// An action may log a value a secret went into (`Bearer ${{ secrets.token }}`, an upper-cased
// token): the input is rendered again without secrets and every string that differs is redacted.
async function redactDerivedSecrets(
  run: Run,
  renderer: TemplateRenderer,
  step: TaskStep,
  context: TemplateContext,
  input: unknown,
): Promise<void> {
  if (Object.keys(run.request.secrets).length === 0 || step.input === undefined) return;
  let withoutSecrets: unknown;
  try {
    withoutSecrets = await renderer.renderValue(step.input, { ...context, secrets: {} });
  } catch {
    withoutSecrets = undefined;
  }
  run.redactor.add(stringsChangedBySecrets(input, withoutSecrets));
}

async function planIterations(
  run: Run,
  renderer: TemplateRenderer,
  step: TaskStep,
  action: AnyTemplateAction,
): Promise<Iteration[]> {
  const context = baseContext(run);
  const items =
    step.each === undefined
      ? [undefined]
      : resolveEach(step, await render(renderer, step.each, context, step, 'each'));
  const iterations: Iteration[] = [];
  for (const each of items) {
    iterations.push(await planIteration(run, renderer, step, action, context, each));
  }
  return iterations;
}

async function planIteration(
  run: Run,
  renderer: TemplateRenderer,
  step: TaskStep,
  action: AnyTemplateAction,
  context: TemplateContext,
  each: EachItem | undefined,
): Promise<Iteration> {
  const withEach = each ? { ...context, each } : context;
  const shouldRun =
    each === undefined ||
    step.if === undefined ||
    isTruthy(await render(renderer, step.if, withEach, step, 'if'));
  const withSecrets = { ...withEach, secrets: run.request.secrets };
  const rendered = await render(renderer, step.input ?? {}, withSecrets, step, 'input');
  const input = rendered ?? {};
  await redactDerivedSecrets(run, renderer, step, withEach, input);
  const schema = action.schema?.input;
  if (shouldRun && schema) {
    const ignored = findIgnoredInputs(schema, input);
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const label = `${action.id}${each ? `[${each.key}]` : ''}`;
      throw new InputError(
        `Invalid input passed to action ${label} in step '${step.id}': ${describeInputProblems(checked.error)}`,
      );
    }
    return { each, shouldRun, input: checked.data, ignored };
  }
  return { each, shouldRun, input, ignored: [] };
}

// A template written for another portal may pass inputs this action lacks: the step still runs,
// but the author learns which values had no effect.
async function warnIgnoredInputs(
  run: Run,
  step: TaskStep,
  action: AnyTemplateAction,
  iterations: readonly Iteration[],
): Promise<void> {
  const ignored = [...new Set(iterations.flatMap(iteration => iteration.ignored))];
  if (ignored.length === 0) return;
  const names = ignored.join(', ');
  const what = ignored.length === 1 ? `input ${names}; it was` : `inputs ${names}; they were`;
  await run.log({
    message: `Step ${step.id}: ${action.id} does not use the ${what} ignored`,
    stepId: step.id,
  });
}

async function runIterations(
  run: Run,
  step: TaskStep,
  action: AnyTemplateAction,
  iterations: Iteration[],
): Promise<Record<string, unknown>> {
  const { request } = run;
  const output: Record<string, unknown> = {};
  const stepLog = (message: string) => void run.log({ message, stepId: step.id });
  for (const iteration of iterations) {
    throwIfAborted(request.signal);
    const { each } = iteration;
    if (each) {
      const item = JSON.stringify({ key: each.key, value: each.value });
      await run.log({
        message: `${iteration.shouldRun ? 'Running' : 'Skipping'} step each: ${item}`,
        stepId: step.id,
      });
      if (!iteration.shouldRun) continue;
    }
    const work = action.handler({
      input: iteration.input,
      workspacePath: request.workspacePath,
      logger: { info: stepLog, warn: stepLog, error: stepLog },
      output(name: string, value: unknown) {
        if (step.each === undefined) {
          output[name] = value;
        } else {
          const list = Array.isArray(output[name]) ? (output[name] as unknown[]) : [];
          output[name] = [...list, value];
        }
      },
      createTemporaryDirectory: () => mkdtemp(join(run.temporaryRoot, `step-${step.id}-`)),
      secrets: request.secrets,
      user: request.spec.user ?? {},
      templateInfo: request.spec.templateInfo,
      task: { id: request.taskId },
      step: { id: step.id, name: step.name },
      ...(each && { each }),
      isDryRun: request.isDryRun,
      signal: request.signal,
    });
    await untilDoneOrAborted(work, request.signal);
  }
  return output;
}

// A dry run shows what each step would get, with every secret masked rather than redacted
// after the fact, so not even a value derived from a secret shows.
async function logDryRunInput(
  run: Run,
  renderer: TemplateRenderer,
  step: TaskStep,
  action: AnyTemplateAction,
): Promise<void> {
  const masked = Object.fromEntries(Object.keys(run.request.secrets).map(key => [key, '***']));
  const context = { ...baseContext(run), secrets: masked };
  const input = (await render(renderer, step.input ?? {}, context, step, 'input')) ?? {};
  await run.log({
    message: `Running ${action.id} in dry-run mode with inputs (secrets redacted): ${JSON.stringify(input, undefined, 2)}`,
    stepId: step.id,
  });
}

async function runStep(
  run: Run,
  renderer: TemplateRenderer,
  actions: ActionRegistry,
  step: TaskStep,
) {
  const { request } = run;
  const status = (message: string, stepStatus: LogEventBody['status']) =>
    run.log({ message, stepId: step.id, status: stepStatus });
  throwIfAborted(request.signal);
  await status(`Beginning step ${step.name}`, 'processing');
  try {
    const skipped =
      step.if === false ||
      (step.if !== undefined &&
        step.each === undefined &&
        !isTruthy(await render(renderer, step.if, baseContext(run), step, 'if')));
    if (skipped) {
      run.steps[step.id] = { output: {} };
      await status(`Skipping step ${step.id} because its if condition was false`, 'skipped');
      return;
    }
    const action = actions.get(step.action);
    if (request.isDryRun) {
      await logDryRunInput(run, renderer, step, action);
      if (!action.supportsDryRun) {
        run.steps[step.id] = { output: {} };
        await status(`Skipping because ${action.id} does not support dry-run`, 'skipped');
        return;
      }
    }
    const iterations = await planIterations(run, renderer, step, action);
    await warnIgnoredInputs(run, step, action, iterations);
    const output = await runIterations(run, step, action, iterations);
    run.steps[step.id] = { output };
    throwIfAborted(request.signal);
    await status(`Finished step ${step.name}`, 'completed');
  } catch (error) {
    if (error instanceof CancelledError || request.signal.aborted) {
      await status(`Step ${step.id} has been cancelled.`, 'cancelled');
      throw request.signal.reason ?? error;
    }
    await status(toError(error).message, 'failed');
    throw error;
  }
}

/**
 * Runs a task's steps one after another, then renders `spec.output`. Every line goes through
 * the secret redactor before it reaches the log.
 */
export function createTaskRunner(options: TaskRunnerOptions): TaskRunner {
  const { actions, renderer } = options;
  return async request => {
    const redactor = createSecretRedactor(request.secrets);
    let queue: Promise<void> = Promise.resolve();
    const log = (body: LogEventBody): Promise<void> => {
      const safe = { ...body, message: redactor.redact(body.message) };
      queue = queue.then(() => request.emit(safe));
      // An action's logger does not await its lines: a failed write must not go unhandled
      // while the step runs on (the caller awaiting it still sees the rejection).
      queue.catch(() => undefined);
      return queue;
    };
    const temporaryRoot = await mkdtemp(join(options.temporaryRoot ?? tmpdir(), 'atrium-task-'));
    const run: Run = { request, steps: {}, temporaryRoot, redactor, log };
    try {
      const { steps } = request.spec;
      await log({ message: `Starting up task with ${steps.length} steps` });
      for (const step of steps) {
        try {
          await runStep(run, renderer, actions, step);
        } catch (error) {
          if (error instanceof CancelledError) throw request.signal.reason ?? error;
          // The message ends up in the completion event: a value derived from a secret (which
          // only this run's redactor knows) must not reach it in plain text.
          const failure = toError(error);
          const redacted = redactor.redact(failure.message);
          if (redacted !== failure.message) failure.message = redacted;
          throw failure;
        }
      }
      const output = await render(
        renderer,
        request.spec.output,
        baseContext(run),
        undefined,
        'output',
      );
      await queue;
      return { output: (output ?? {}) as JsonObject };
    } finally {
      await queue.catch(() => undefined);
      await rm(temporaryRoot, { recursive: true, force: true });
    }
  };
}
