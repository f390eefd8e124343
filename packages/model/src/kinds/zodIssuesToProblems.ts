// zod's own messages name neither the field nor the value, so issues are reworded here into the
// "path + offending value" sentences users see for every other entity problem.
import type { z } from 'zod';
import { describeValue } from '../validation/describeValue';
import type { EntityProblem } from '../validation/EntityProblem';
import { typeProblem } from '../validation/problemMessages';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

const EXPECTED_PHRASES: Readonly<Record<string, string>> = {
  string: 'a string',
  array: 'a list',
  object: 'an object',
  boolean: 'a boolean',
  number: 'a number',
};

function expectedPhrase(expected: string): string {
  return EXPECTED_PHRASES[expected] ?? `of type ${expected}`;
}

// zod still runs checks such as min(1) on a value of the wrong type (an array has a length), so
// a wrong type can come with a second, confusing issue at the same path; only the first is kept.
function withoutFollowUps(issues: readonly Issue[]): Issue[] {
  const wrongType = new Set(
    issues.filter(issue => issue.code === 'invalid_type').map(issue => issue.path.join('\0')),
  );
  return issues.filter(
    issue => issue.code === 'invalid_type' || !wrongType.has(issue.path.join('\0')),
  );
}

function valueAt(root: unknown, path: Path): unknown {
  let current = root;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || typeof key === 'symbol') {
      return undefined;
    }
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

interface Context {
  root: unknown;
  prefix: string;
  base: Path;
  path: string;
  value: unknown;
}

function unionProblems(
  issue: Extract<Issue, { code: 'invalid_union' }>,
  context: Context,
): EntityProblem[] {
  // A branch whose every issue lies inside the value means the value had that branch's shape
  // (say, a list) and only its contents are wrong: those are the useful problems to show.
  const matched = issue.errors.find(
    branch => branch.length > 0 && branch.every(inner => inner.path.length > 0),
  );
  if (matched) return withoutFollowUps(matched).flatMap(inner => issueToProblems(inner, context));
  const expected = issue.errors.flatMap(branch =>
    branch.flatMap(inner =>
      inner.code === 'invalid_type' && inner.path.length === 0
        ? [expectedPhrase(inner.expected)]
        : [],
    ),
  );
  const what = expected.length > 0 ? expected.join(' or ') : 'valid';
  return [typeProblem(context.path, what, context.value)];
}

function issueToProblems(issue: Issue, outer: Omit<Context, 'path' | 'value'>): EntityProblem[] {
  const fullPath = [...outer.base, ...issue.path];
  const path = [outer.prefix, ...fullPath.map(String)].filter(Boolean).join('.');
  const context: Context = { ...outer, base: fullPath, path, value: valueAt(outer.root, fullPath) };
  switch (issue.code) {
    case 'invalid_type':
      return [typeProblem(path, expectedPhrase(issue.expected), context.value)];
    case 'too_small':
      if (issue.origin === 'string') return [{ path, message: `${path} must not be empty` }];
      break;
    case 'invalid_value': {
      const allowed = issue.values.map(value => describeValue(value)).join(', ');
      return [typeProblem(path, `one of ${allowed}`, context.value)];
    }
    case 'invalid_union':
      return unionProblems(issue, context);
    case 'custom':
      // Custom checks in the kind schemas already word their message for users.
      return [{ path, message: issue.message }];
  }
  return [{ path, message: `${path}: ${issue.message}` }];
}

/** Maps zod issues for `root` (found at `prefix` in the entity) to entity problems. */
export function zodIssuesToProblems(
  issues: readonly Issue[],
  root: unknown,
  prefix: string,
): EntityProblem[] {
  return withoutFollowUps(issues).flatMap(issue =>
    issueToProblems(issue, { root, prefix, base: [] }),
  );
}
