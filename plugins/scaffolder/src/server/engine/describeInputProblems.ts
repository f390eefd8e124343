import type { z } from 'zod';

/** One line naming every failing input field: `name: expected string, received undefined; …`. */
export function describeInputProblems(error: z.ZodError): string {
  return error.issues
    .map(issue => {
      const path = issue.path.map(String).join('.');
      return path === '' ? issue.message : `${path}: ${issue.message}`;
    })
    .join('; ');
}
