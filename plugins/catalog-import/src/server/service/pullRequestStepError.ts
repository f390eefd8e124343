import {
  ConflictError,
  NotAllowedError,
  NotFoundError,
  ServiceUnavailableError,
} from '@atrium/model';

/** The steps of opening a pull request, each with the text its failure starts with. */
export const PULL_REQUEST_STEPS = {
  repository: "Couldn't fetch repo data",
  defaultBranch: "Couldn't fetch default branch data",
  branch: "Couldn't create a new branch",
  commit: "Couldn't create a commit",
  pullRequest: "Couldn't create a pull request",
} as const;

export type PullRequestStep = keyof typeof PULL_REQUEST_STEPS;

/**
 * The error of a failed step, e.g. `Couldn't create a new branch: GitHub answered 422 Reference
 * already exists`. The host's refusal keeps its meaning for the caller (credentials 403, missing
 * 404, conflicts 409); anything else, and a host that cannot be reached, is the host being
 * unavailable (503), never a 500 of ours.
 */
export function pullRequestStepError(
  step: PullRequestStep,
  detail: string,
  hostStatus?: number,
): Error {
  const message = `${PULL_REQUEST_STEPS[step]}: ${detail}`;
  if (hostStatus === 401 || hostStatus === 403) return new NotAllowedError(message);
  if (hostStatus === 404) return new NotFoundError(message);
  if (hostStatus === 409 || hostStatus === 422) return new ConflictError(message);
  return new ServiceUnavailableError(message);
}
