import type { z } from 'zod';
import { InputError } from '@atrium/model';

/** Validates a request part with its zod contract; failures are a 400 naming each bad field. */
export function parseWith<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(issue => {
    const path = issue.path.length > 0 ? issue.path.join('.') : undefined;
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  throw new InputError(`Invalid ${what}: ${problems.join('; ')}`);
}
