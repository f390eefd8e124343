import type { ErrorSchema } from '@rjsf/utils';
import type { TaskValueProblem } from '../../api/templatesApi';
import type { FormStep } from './extractUiSchema';
import { formFields } from './formFields';

/** The server's per-value problems as rjsf errors, so each shows under its field. */
export function problemsToErrorSchema(problems: readonly TaskValueProblem[]): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const problem of problems) {
    if (problem.path.length === 0) continue;
    let node = schema;
    for (const key of problem.path) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const list = (node['__errors'] ??= []) as string[];
    list.push(problem.message);
  }
  return schema as ErrorSchema;
}

/** The first step with a field a problem names; the user is taken there to fix it. */
export function firstStepWithProblem(
  steps: readonly FormStep[],
  problems: readonly TaskValueProblem[],
): number | undefined {
  const paths = new Set(problems.filter(p => p.path.length > 0).map(p => p.path.join('.')));
  const index = steps.findIndex(step =>
    formFields(step).some(field => paths.has(field.path.join('.'))),
  );
  return index === -1 ? undefined : index;
}
