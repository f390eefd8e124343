import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TaskRunner, TaskRunRequest } from '../engine/TaskRunner';

/** What the test runner saw of each run, for assertions. */
export interface TestRunnerRecord {
  readonly runs: TaskRunRequest[];
  /** Resolves `test:wait` steps waiting on this key. */
  release(key: string): void;
}

/**
 * A stand-in for the real step engine, for tests only: it understands a few made-up actions so a
 * test's template says what the run does. `test:log` logs `input.message`; `test:write` writes
 * `input.path` with `input.content` into the workspace; `test:wait` waits until released (by
 * `input.key`) or aborted; `test:fail` throws `input.message`, with `$TOKEN` replaced by the
 * `token` secret (as a careless action might). Output: `spec.output` as given.
 */
export function createTestRunner(): TestRunnerRecord & { runner: TaskRunner } {
  const runs: TaskRunRequest[] = [];
  const gates = new Map<string, () => void>();
  const released = new Set<string>();
  const runner: TaskRunner = async request => {
    runs.push(request);
    for (const step of request.spec.steps) {
      if (request.signal.aborted) throw request.signal.reason;
      const input = (step.input ?? {}) as Record<string, string>;
      await request.emit({
        message: `Beginning step ${step.name}`,
        stepId: step.id,
        status: 'processing',
      });
      if (step.action === 'test:log') {
        await request.emit({ message: String(input.message), stepId: step.id });
      } else if (step.action === 'test:write') {
        if (!request.isDryRun || input.dryRun !== 'skip') {
          await writeFile(
            path.join(request.workspacePath, String(input.path)),
            String(input.content),
          );
        }
      } else if (step.action === 'test:wait') {
        await waitFor(String(input.key), request.signal);
      } else if (step.action === 'test:fail') {
        await request.emit({ message: 'Failing on purpose', stepId: step.id, status: 'failed' });
        throw new Error(String(input.message).replace('$TOKEN', request.secrets.token ?? ''));
      } else {
        throw new Error(`Action '${step.action}' does not exist`);
      }
      await request.emit({
        message: `Finished step ${step.name}`,
        stepId: step.id,
        status: 'completed',
      });
    }
    return { output: request.spec.output as never };
  };

  function waitFor(key: string, signal: AbortSignal): Promise<void> {
    if (released.has(key)) return Promise.resolve();
    if (signal.aborted) return Promise.reject(signal.reason);
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      gates.set(key, () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      });
    });
  }

  return {
    runner,
    runs,
    release(key) {
      released.add(key);
      gates.get(key)?.();
    },
  };
}
