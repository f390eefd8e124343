import { toError, type ErrorBody } from '@atrium/model';
import { mapErrorToResponse } from '@atrium/server-core';
import { redactSecrets } from './redactSecrets';

/**
 * A dry run whose step failed with an error of no status of its own (the action's code threw).
 * Backstage answers it 500 with the step's message, which the template editor shows; the shared
 * error mapping would answer 'Internal server error' instead. The message is the one a task's
 * completion event carries for the same failure, secrets redacted.
 */
export class DryRunStepFailure extends Error {
  constructor(readonly failure: { readonly name: string; readonly message: string }) {
    super(failure.message);
  }
}

/**
 * What a failed dry run rejects with: an error that has its own status (a template that cannot
 * be rendered is an InputError, 400) keeps it; any other becomes a DryRunStepFailure.
 */
export function dryRunFailure(error: unknown, secrets: Readonly<Record<string, string>>): Error {
  const failure = toError(error);
  const message = redactSecrets(failure.message, secrets);
  if (mapErrorToResponse(failure).status === 500) {
    return new DryRunStepFailure({ name: failure.name, message });
  }
  failure.message = message;
  return failure;
}

/** The standard error body of a failed dry run step (DESIGN.md "Errors"). */
export function dryRunFailureBody(
  failure: DryRunStepFailure,
  request: { readonly method: string; readonly url: string },
): ErrorBody {
  return {
    error: { name: failure.failure.name, message: failure.failure.message },
    request: { method: request.method, url: request.url },
    response: { statusCode: 500 },
  };
}
