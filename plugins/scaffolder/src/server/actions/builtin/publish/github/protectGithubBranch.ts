import { z } from 'zod';
import type { TaskLogger } from '../../../createTemplateAction';
import { createHostClient } from '../../../../scm/createHostClient';
import type { GithubTarget } from './githubRepository';
import type { OptionalInputs } from '../optionalInputs';

const actors = {
  users: z.array(z.string()).describe('User logins').optional(),
  teams: z.array(z.string()).describe('Team slugs').optional(),
  apps: z.array(z.string()).describe('App slugs').optional(),
};

/** Branch protection inputs (`protectDefaultBranch` and the rules it applies). */
export const githubProtectionInputs = {
  protectDefaultBranch: z
    .boolean()
    .describe('Protect the default branch after the push. Defaults to true')
    .optional(),
  protectEnforceAdmins: z.boolean().describe('Enforce the protection on admins too').optional(),
  requireCodeOwnerReviews: z.boolean().describe('Require a code owner review').optional(),
  dismissStaleReviews: z
    .boolean()
    .describe('Dismiss approvals when new commits are pushed')
    .optional(),
  requireLastPushApproval: z
    .boolean()
    .describe('The last push must be approved by someone other than its author')
    .optional(),
  bypassPullRequestAllowances: z
    .object(actors)
    .describe('Users, teams and apps allowed to bypass the pull request requirement')
    .optional(),
  requiredApprovingReviewCount: z
    .number()
    .int()
    .min(0)
    .max(6)
    .describe('Approving reviews required. Defaults to 1')
    .optional(),
  restrictions: z
    .object({ ...actors, users: z.array(z.string()), teams: z.array(z.string()) })
    .describe('Only these users, teams and apps may push to the branch')
    .optional(),
  requiredStatusCheckContexts: z
    .array(z.string())
    .describe('Status checks that must pass before merging')
    .optional(),
  requireBranchesToBeUpToDate: z
    .boolean()
    .describe('Branches must be up to date before merging. Defaults to true')
    .optional(),
  requiredConversationResolution: z
    .boolean()
    .describe('Conversations must be resolved before merging')
    .optional(),
  requiredCommitSigning: z.boolean().describe('Commits must be signed').optional(),
  requiredLinearHistory: z.boolean().describe('Forbid merge commits on the branch').optional(),
};

type ProtectionInput = OptionalInputs<typeof githubProtectionInputs>;

/** The body of `PUT /repos/{o}/{r}/branches/{b}/protection`, with GitHub's field names. */
function protectionBody(input: ProtectionInput) {
  return {
    required_status_checks: {
      strict: input.requireBranchesToBeUpToDate ?? true,
      contexts: input.requiredStatusCheckContexts ?? [],
    },
    enforce_admins: input.protectEnforceAdmins ?? true,
    required_pull_request_reviews: {
      required_approving_review_count: input.requiredApprovingReviewCount ?? 1,
      require_code_owner_reviews: input.requireCodeOwnerReviews ?? false,
      dismiss_stale_reviews: input.dismissStaleReviews ?? false,
      require_last_push_approval: input.requireLastPushApproval ?? false,
      ...(input.bypassPullRequestAllowances && {
        bypass_pull_request_allowances: input.bypassPullRequestAllowances,
      }),
    },
    restrictions: input.restrictions ?? null,
    required_linear_history: input.requiredLinearHistory ?? false,
    required_conversation_resolution: input.requiredConversationResolution ?? false,
  };
}

/**
 * Protects the pushed branch (`PUT /repos/{o}/{r}/branches/{b}/protection`), then requires
 * signed commits, which GitHub sets through its own endpoint. Best effort, as protection needs a
 * plan that has it (private repositories on free plans answer 403).
 */
export async function protectGithubBranch(
  target: GithubTarget,
  branch: string,
  input: ProtectionInput,
  logger: TaskLogger,
  signal?: AbortSignal,
): Promise<void> {
  if (input.protectDefaultBranch === false) return;
  const { owner, repo } = target.parts;
  const client = createHostClient(target.access, signal);
  const protectionPath = `/repos/${owner}/${repo}/branches/${encodeURIComponent(branch)}/protection`;
  try {
    await client.request('PUT', protectionPath, protectionBody(input));
    if (input.requiredCommitSigning) {
      await client.request('POST', `${protectionPath}/required_signatures`);
    }
    logger.info(`Protected branch ${branch} of ${owner}/${repo}`);
  } catch (error) {
    logger.warn(
      `Could not protect branch ${branch} of ${owner}/${repo}: ${(error as Error).message}`,
    );
  }
}
