import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JsonObject, LogEventBody, TaskSpec, TaskStep } from '../../shared';
import { createTemplateAction, type ActionContext } from '../actions/createTemplateAction';
import { createTemplateRenderer } from '../templating/createTemplateRenderer';
import { createActionRegistry } from './createActionRegistry';
import { createTaskRunner } from './createTaskRunner';

const renderer = createTemplateRenderer();
const calls: Array<ActionContext<unknown>> = [];

const echo = createTemplateAction({
  id: 'test:echo',
  supportsDryRun: true,
  schema: { input: z.object({ message: z.unknown(), count: z.number().optional() }) },
  async handler(ctx) {
    calls.push(ctx as ActionContext<unknown>);
    ctx.logger.info(`echo ${JSON.stringify(ctx.input.message)}`);
    ctx.output('message', ctx.input.message);
    ctx.output('dir', await ctx.createTemporaryDirectory());
  },
});

const publish = createTemplateAction({
  id: 'test:publish',
  async handler(ctx) {
    calls.push(ctx as ActionContext<unknown>);
    ctx.output('remoteUrl', 'https://git.example.test/acme/billing');
  },
});

const wait = createTemplateAction({
  id: 'test:wait',
  supportsDryRun: true,
  async handler(ctx) {
    ctx.logger.info('waiting');
    await new Promise<void>((resolve, reject) => {
      ctx.signal.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
    });
  },
});

const stubborn = createTemplateAction({
  id: 'test:stubborn',
  async handler() {
    await new Promise(resolve => setTimeout(resolve, 200));
  },
});

const refuse = createTemplateAction({
  id: 'test:refuse',
  schema: { input: z.object({ message: z.string() }) },
  async handler(ctx) {
    throw new Error(`Refused ${ctx.input.message}`);
  },
});

const actions = createActionRegistry([echo, publish, wait, stubborn, refuse]);

let temporaryRoot: string;
let workspacePath: string;
beforeEach(async () => {
  calls.length = 0;
  temporaryRoot = await mkdtemp(join(tmpdir(), 'runner-test-'));
  workspacePath = await mkdtemp(join(tmpdir(), 'runner-ws-'));
});
afterEach(async () => {
  await rm(temporaryRoot, { recursive: true, force: true });
  await rm(workspacePath, { recursive: true, force: true });
});

function spec(steps: TaskStep[], extra: Partial<TaskSpec> = {}): TaskSpec {
  return {
    apiVersion: 'scaffolder.backstage.io/v1beta3',
    parameters: {
      name: 'billing',
      items: ['a', 'b'],
      map: { x: 1, y: 2 },
      enabled: false,
      count: 2,
    },
    steps,
    output: {},
    user: { ref: 'user:default/ada' },
    templateInfo: { entityRef: 'template:default/svc' },
    ...extra,
  };
}

async function run(
  taskSpec: TaskSpec,
  options: { secrets?: Record<string, string>; isDryRun?: boolean; signal?: AbortSignal } = {},
) {
  const log: LogEventBody[] = [];
  const runner = createTaskRunner({ actions, renderer, temporaryRoot });
  const result = runner({
    taskId: 'task-1',
    spec: taskSpec,
    secrets: options.secrets ?? {},
    workspacePath,
    isDryRun: options.isDryRun ?? false,
    signal: options.signal ?? new AbortController().signal,
    async emit(body) {
      log.push(body);
    },
  });
  return { result, log };
}

const statuses = (log: LogEventBody[]) =>
  log.filter(body => body.status).map(body => `${body.stepId}:${body.status}`);

describe('createTaskRunner', () => {
  it('runs steps with rendered inputs and passes outputs on', async () => {
    const { result, log } = await run(
      spec(
        [
          {
            id: 'one',
            name: 'One',
            action: 'test:echo',
            input: { message: '${{ parameters.name }}' },
          },
          {
            id: 'two',
            name: 'Two',
            action: 'test:echo',
            input: {
              message: { from: '${{ steps.one.output.message }}', n: '${{ parameters.count }}' },
            },
          },
        ],
        {
          output: {
            links: [{ title: 'Repository', url: '${{ steps.two.output.message.from }}' }],
            text: [{ title: 'Done', content: 'Made ${{ parameters.name }}' }],
            count: '${{ parameters.count }}',
          },
        },
      ),
    );
    await expect(result).resolves.toEqual({
      output: {
        links: [{ title: 'Repository', url: 'billing' }],
        text: [{ title: 'Done', content: 'Made billing' }],
        count: 2,
      },
    });
    expect(calls[1]?.input).toEqual({ message: { from: 'billing', n: 2 } });
    expect(statuses(log)).toEqual([
      'one:processing',
      'one:completed',
      'two:processing',
      'two:completed',
    ]);
    expect(log.map(body => body.message)).toContain('Beginning step One');
    expect(log.map(body => body.message)).toContain('Finished step Two');
    expect(log).toContainEqual({ message: 'echo "billing"', stepId: 'one' });
  });

  it('hands the action its context', async () => {
    const { result } = await run(
      spec([{ id: 'one', name: 'One', action: 'test:echo', input: { message: 'x' } }]),
      { secrets: { token: 't0k' } },
    );
    await result;
    const ctx = calls[0];
    expect(ctx).toMatchObject({
      workspacePath,
      secrets: { token: 't0k' },
      user: { ref: 'user:default/ada' },
      templateInfo: { entityRef: 'template:default/svc' },
      task: { id: 'task-1' },
      step: { id: 'one', name: 'One' },
      isDryRun: false,
    });
  });

  it('removes the temporary directories at the end', async () => {
    const { result } = await run(
      spec([{ id: 'one', name: 'One', action: 'test:echo', input: { message: 'x' } }]),
    );
    await result;
    expect(await readdir(temporaryRoot)).toEqual([]);
  });

  it('skips a step whose if is false', async () => {
    const { result, log } = await run(
      spec([
        {
          id: 'a',
          name: 'A',
          action: 'test:echo',
          if: '${{ parameters.enabled }}',
          input: { message: 1 },
        },
        { id: 'b', name: 'B', action: 'test:echo', if: false, input: { message: 2 } },
        {
          id: 'c',
          name: 'C',
          action: 'test:echo',
          if: "${{ parameters.name === 'billing' }}",
          input: { message: 3 },
        },
      ]),
    );
    await result;
    expect(calls.map(ctx => ctx.input)).toEqual([{ message: 3 }]);
    expect(statuses(log)).toEqual([
      'a:processing',
      'a:skipped',
      'b:processing',
      'b:skipped',
      'c:processing',
      'c:completed',
    ]);
    expect(log).toContainEqual({
      message: 'Skipping step a because its if condition was false',
      stepId: 'a',
      status: 'skipped',
    });
  });

  it('runs a step once per item of each, collecting outputs in lists', async () => {
    const { result } = await run(
      spec([
        {
          id: 'loop',
          name: 'Loop',
          action: 'test:echo',
          each: '${{ parameters.items }}',
          if: "${{ each.value !== 'b' }}",
          input: { message: '${{ each.key }}=${{ each.value }}' },
        },
        {
          id: 'after',
          name: 'After',
          action: 'test:echo',
          each: '${{ parameters.map }}',
          input: { message: '${{ each.key }}' },
        },
      ]),
    );
    await result;
    expect(calls.map(ctx => ctx.input)).toEqual([
      { message: '0=a' },
      { message: 'x' },
      { message: 'y' },
    ]);
    expect(calls[0]?.each).toEqual({ key: '0', value: 'a' });
  });

  it('refuses an each that is not a list or an object', async () => {
    const { result } = await run(
      spec([{ id: 'loop', name: 'Loop', action: 'test:echo', each: '${{ parameters.name }}' }]),
    );
    await expect(result).rejects.toThrow(/Step 'loop' \(Loop\) has an invalid each/);
  });

  it('lists the failing fields of an input that does not match the schema', async () => {
    const { result, log } = await run(
      spec([{ id: 'one', name: 'One', action: 'test:echo', input: { count: 'three' } }]),
    );
    await expect(result).rejects.toThrow(
      /Invalid input passed to action test:echo in step 'one': message: .*; count: .*expected number, received string/,
    );
    expect(statuses(log)).toEqual(['one:processing', 'one:failed']);
    expect(calls).toEqual([]);
  });

  it('warns about inputs the action does not declare and runs the step anyway', async () => {
    const { result, log } = await run(
      spec([
        {
          id: 'publish',
          name: 'Publish',
          action: 'test:echo',
          input: { message: 'hi', repoVariables: { A: '1' }, secrets: { B: '2' } },
        },
        {
          id: 'loop',
          name: 'Loop',
          action: 'test:echo',
          each: '${{ parameters.items }}',
          input: { message: '${{ each.value }}', tag: '${{ each.key }}' },
        },
        { id: 'free', name: 'Free', action: 'test:publish', input: { anything: 1 } },
      ]),
    );
    await result;
    const warnings = log.filter(body => body.message.includes('does not use'));
    expect(warnings).toEqual([
      {
        message:
          'Step publish: test:echo does not use the inputs repoVariables, secrets; they were ignored',
        stepId: 'publish',
      },
      {
        message: 'Step loop: test:echo does not use the input tag; it was ignored',
        stepId: 'loop',
      },
    ]);
    expect(calls[0]?.input).toEqual({ message: 'hi' });
    expect(calls).toHaveLength(4);
    expect(statuses(log)).not.toContain('publish:failed');
  });

  it('names an action nothing registered', async () => {
    const { result, log } = await run(spec([{ id: 'one', name: 'One', action: 'acme:nope' }]));
    await expect(result).rejects.toThrow(/Template action with ID 'acme:nope' is not registered/);
    expect(log.at(-1)).toMatchObject({ stepId: 'one', status: 'failed' });
  });

  it('names the step and the expression of a bad expression', async () => {
    const { result } = await run(
      spec([
        {
          id: 'one',
          name: 'One',
          action: 'test:echo',
          input: { message: '${{ parameters.name | nope }}' },
        },
      ]),
    );
    await expect(result).rejects.toThrow(
      /Step 'one' \(One\) has an invalid input: Template expression '\$\{\{ parameters.name \| nope \}\}' could not be rendered: .*filter not found: nope/,
    );
  });

  it('skips actions without dry-run support in a dry run', async () => {
    const { result, log } = await run(
      spec([
        {
          id: 'one',
          name: 'One',
          action: 'test:echo',
          input: { message: 'x ${{ secrets.token | upper }}' },
        },
        { id: 'pub', name: 'Publish', action: 'test:publish' },
      ]),
      { isDryRun: true, secrets: { token: 'abc' } },
    );
    await result;
    expect(calls).toHaveLength(1);
    expect(calls[0]?.isDryRun).toBe(true);
    expect(log).toContainEqual({
      message: expect.stringMatching(
        /^Running test:echo in dry-run mode with inputs \(secrets redacted\): \{\n {2}"message": "x \*\*\*"/,
      ),
      stepId: 'one',
    });
    expect(log).toContainEqual({
      message: 'Skipping because test:publish does not support dry-run',
      stepId: 'pub',
      status: 'skipped',
    });
  });

  it('stops a running step on cancel and starts no other', async () => {
    const controller = new AbortController();
    const { result, log } = await run(
      spec([
        { id: 'wait', name: 'Wait', action: 'test:wait' },
        { id: 'next', name: 'Next', action: 'test:echo', input: { message: 'x' } },
      ]),
      { signal: controller.signal },
    );
    await expect.poll(() => log.some(body => body.message === 'waiting')).toBe(true);
    controller.abort(new Error('Task was cancelled'));
    await expect(result).rejects.toThrow('Task was cancelled');
    expect(statuses(log)).toEqual(['wait:processing', 'wait:cancelled']);
    expect(calls).toEqual([]);
  });

  it('gives up a step whose action ignores the signal', async () => {
    const controller = new AbortController();
    const { result, log } = await run(
      spec([{ id: 'slow', name: 'Slow', action: 'test:stubborn' }]),
      {
        signal: controller.signal,
      },
    );
    await expect.poll(() => log.length).toBeGreaterThan(1);
    controller.abort();
    await expect(result).rejects.toThrow(/abort/i);
    expect(statuses(log)).toEqual(['slow:processing', 'slow:cancelled']);
  });

  it('leaves no unhandled rejection when an action log line cannot be written', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      const runner = createTaskRunner({ actions, renderer, temporaryRoot });
      const result = runner({
        taskId: 'task-1',
        spec: spec([{ id: 'wait', name: 'Wait', action: 'test:wait' }]),
        secrets: {},
        workspacePath,
        isDryRun: false,
        signal: controller.signal,
        async emit(body) {
          if (body.message === 'waiting') throw new Error('database unavailable');
        },
      });
      result.catch(() => undefined);
      await new Promise(resolve => setTimeout(resolve, 50));
      controller.abort(new Error('Task was cancelled'));
      await expect(result).rejects.toThrow();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('never writes a secret to the log', async () => {
    const { result, log } = await run(
      spec([
        {
          id: 'one',
          name: 'One',
          action: 'test:echo',
          input: { message: 'Bearer ${{ secrets.token }}' },
        },
        {
          id: 'derived',
          name: 'Derived',
          action: 'test:echo',
          input: { message: '${{ secrets.token | upper }}' },
        },
        { id: 'two', name: 'Two', action: 'acme:${{ secrets.token }}' },
      ]),
      { secrets: { token: 's3cr3t-value' } },
    );
    await expect(result).rejects.toThrow();
    expect(calls[0]?.input).toEqual({ message: 'Bearer s3cr3t-value' });
    expect(calls[1]?.input).toEqual({ message: 'S3CR3T-VALUE' });
    const text = JSON.stringify(log);
    expect(text).not.toMatch(/s3cr3t-value/i);
    expect(text).toContain('echo \\"***\\"');
  });

  it('keeps a value derived from a secret out of the error the run fails with', async () => {
    const { result, log } = await run(
      spec([
        {
          id: 'one',
          name: 'One',
          action: 'test:refuse',
          input: { message: '${{ secrets.token | upper }}' },
        },
      ]),
      { secrets: { token: 's3cr3t-value' } },
    );
    await expect(result).rejects.toThrow('Refused ***');
    expect(JSON.stringify(log)).not.toMatch(/s3cr3t-value/i);
  });

  it('keeps secrets out of conditions and outputs', async () => {
    const { result } = await run(
      spec([{ id: 'one', name: 'One', action: 'test:echo', input: { message: 'x' } }], {
        output: { leaked: '${{ secrets.token }}' },
      }),
      { secrets: { token: 'abc' } },
    );
    await expect(result).resolves.toEqual({ output: {} });
  });

  it('removes the temporary root even when a step fails', async () => {
    const { result } = await run(spec([{ id: 'one', name: 'One', action: 'acme:nope' }]));
    await expect(result).rejects.toThrow();
    const left = await readdir(temporaryRoot);
    expect(left).toEqual([]);
    await expect(access(workspacePath)).resolves.toBeUndefined();
  });

  it('renders an empty output when the template has none', async () => {
    const { result } = await run(spec([], { output: {} as JsonObject }));
    await expect(result).resolves.toEqual({ output: {} });
  });
});
