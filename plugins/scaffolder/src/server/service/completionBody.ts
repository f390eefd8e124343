import type { JsonObject } from '../../shared';

export type RunOutcome =
  | { status: 'completed'; output: JsonObject }
  | { status: 'failed'; error: { name: string; message: string } }
  | { status: 'cancelled' };

/** The body of a `completion` event, as Backstage's clients read it. */
export function completionBody(outcome: RunOutcome): JsonObject {
  const message = `Run completed with status: ${outcome.status}`;
  if (outcome.status === 'completed') return { message, output: outcome.output };
  if (outcome.status === 'failed') return { message, error: outcome.error };
  return { message };
}
