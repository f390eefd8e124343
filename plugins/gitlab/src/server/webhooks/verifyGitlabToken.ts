import { createHash, timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';

/**
 * Checks GitLab's `X-Gitlab-Token` (the secret token set on the webhook, sent as is) against the
 * configured secret in constant time. Without a secret nothing is accepted: an unproven webhook
 * could make the portal read any project again, as often as anyone likes.
 */
export function verifyGitlabToken(token: string | undefined, secret: string | undefined): void {
  if (!secret) {
    throw new AuthenticationError(
      'GitLab webhooks are refused: set events.modules.gitlab.webhookSecret',
    );
  }
  if (!token) throw new AuthenticationError('The webhook has no X-Gitlab-Token header');
  // Digests have one length whatever was sent, so the comparison leaks neither content nor length.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  if (!timingSafeEqual(digest(token), digest(secret))) {
    throw new AuthenticationError(
      'The webhook X-Gitlab-Token does not match events.modules.gitlab.webhookSecret',
    );
  }
}
