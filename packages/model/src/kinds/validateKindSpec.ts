import type { EntityProblem } from '../validation/EntityProblem';
import type { KindDefinition } from './KindDefinition';
import { zodIssuesToProblems } from './zodIssuesToProblems';

/**
 * Checks `spec` against a built-in kind's format. A missing spec is checked as `{}` so that the
 * user sees every required field at once rather than one problem per attempt.
 */
export function validateKindSpec(definition: KindDefinition, spec: unknown): EntityProblem[] {
  const value = spec ?? {};
  const result = definition.specSchema.safeParse(value);
  return result.success ? [] : zodIssuesToProblems(result.error.issues, value, 'spec');
}
