import type { TemplateAction, ActionContext } from '../createTemplateAction';

/** Runs an action's handler as a step would: input checked by its schema, a collecting logger. */
export async function runAction<Input>(
  action: TemplateAction<Input>,
  rawInput: unknown,
  options: { workspacePath: string; baseUrl?: string },
): Promise<{ log: string[] }> {
  const log: string[] = [];
  const input = action.schema?.input ? action.schema.input.parse(rawInput) : (rawInput as Input);
  const push = (message: string) => void log.push(message);
  const ctx: ActionContext<Input> = {
    input,
    workspacePath: options.workspacePath,
    logger: { info: push, warn: push, error: push },
    output: () => undefined,
    createTemporaryDirectory: () => Promise.reject(new Error('not used')),
    secrets: {},
    user: {},
    templateInfo: {
      entityRef: 'template:default/test',
      ...(options.baseUrl !== undefined && { baseUrl: options.baseUrl }),
    },
    task: { id: 'task-1' },
    step: { id: 'fetch', name: 'Fetch' },
    isDryRun: false,
    signal: new AbortController().signal,
  };
  await action.handler(ctx);
  return { log };
}
