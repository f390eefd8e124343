import type { EntityProblem } from '@atrium/model';

/** A problem as one line that names the field, unless the message already starts with it. */
export function describeProblem(problem: EntityProblem): string {
  return problem.message.startsWith(problem.path)
    ? problem.message
    : `${problem.path}: ${problem.message}`;
}
