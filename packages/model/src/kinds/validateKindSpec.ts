import type { EntityProblem } from '../validation/EntityProblem';
import { typeProblem } from '../validation/problemMessages';
import type { KindDefinition } from './KindDefinition';
import { zodIssuesToProblems } from './zodIssuesToProblems';

/**
 * Checks `spec` against a built-in kind's format. Every built-in kind needs a spec, as in
 * Backstage's catalog; a missing one is also checked as `{}` so that the user sees every required
 * field at once rather than one problem per attempt.
 */
export function validateKindSpec(definition: KindDefinition, spec: unknown): EntityProblem[] {
  const missing = spec === undefined ? [typeProblem('spec', 'an object', spec)] : [];
  const value = spec ?? {};
  const result = definition.specSchema.safeParse(value);
  const problems = result.success ? [] : zodIssuesToProblems(result.error.issues, value, 'spec');
  return [...missing, ...problems];
}
