import { createHash, timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';

/**
 * Checks GitLab's `X-Gitlab-Token` (the secret token set on the webhook, sent as is) against the
 * configured secrets in constant time.
 */
export function verifyGitlabToken(token: string | undefined, secrets: readonly string[]): void {
  if (!token) throw new AuthenticationError('The webhook has no X-Gitlab-Token header');
  // Digests have one length whatever was sent, so the comparison leaks neither content nor length.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  const sent = digest(token);
  if (!secrets.some(secret => timingSafeEqual(sent, digest(secret)))) {
    throw new AuthenticationError(
      'The webhook X-Gitlab-Token does not match events.modules.gitlab.webhookSecret',
    );
  }
}
