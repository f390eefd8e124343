import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ActionContext } from '../createTemplateAction';

/** What a test reads back after running an action with a mock context. */
export interface MockActionContext<Input> extends ActionContext<Input> {
  /** Every log line, in order, with its level. */
  readonly logs: Array<{ level: 'info' | 'warn' | 'error'; message: string }>;
  /** The outputs the action set. */
  readonly outputs: Record<string, unknown>;
  /** Aborts `signal`, as cancelling the task does. */
  abort(reason?: unknown): void;
  /** Removes the workspace and every temporary directory the context made. */
  cleanup(): Promise<void>;
}

export type MockActionContextOptions<Input> = Partial<
  Omit<ActionContext<Input>, 'input' | 'logger' | 'output' | 'signal'>
> & { input: Input };

/**
 * A context for running an action in a test: a fresh temporary workspace (unless one is given),
 * a logger and outputs that record, a signal the test can abort. Call `cleanup()` afterwards.
 */
export async function createMockActionContext<Input>(
  options: MockActionContextOptions<Input>,
): Promise<MockActionContext<Input>> {
  const made: string[] = [];
  const makeDirectory = async () => {
    const dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-action-')));
    made.push(dir);
    return dir;
  };
  const workspacePath = options.workspacePath ?? (await makeDirectory());
  const logs: MockActionContext<Input>['logs'] = [];
  const outputs: Record<string, unknown> = {};
  const controller = new AbortController();
  return {
    task: { id: 'task-1' },
    step: { id: 'step-1', name: 'Step one' },
    secrets: {},
    user: { ref: 'user:default/mock' },
    isDryRun: false,
    createTemporaryDirectory: makeDirectory,
    ...options,
    workspacePath,
    logger: {
      info: message => logs.push({ level: 'info', message }),
      warn: message => logs.push({ level: 'warn', message }),
      error: message => logs.push({ level: 'error', message }),
    },
    output(name, value) {
      outputs[name] = value;
    },
    signal: controller.signal,
    logs,
    outputs,
    abort: reason => controller.abort(reason),
    async cleanup() {
      await Promise.all(made.map(dir => fs.rm(dir, { recursive: true, force: true })));
    },
  };
}
