import { createHmac, timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';

/**
 * Checks Bitbucket Cloud's `X-Hub-Signature` (`sha256=` and the HMAC-SHA256 of the body's bytes
 * with the webhook's secret). Without a secret nothing is accepted: an unsigned webhook could make
 * the portal search the workspace again, as often as anyone likes.
 */
export function verifyBitbucketSignature(
  body: Buffer,
  signature: string | undefined,
  secret: string | undefined,
): void {
  if (!secret) {
    throw new AuthenticationError(
      'Bitbucket Cloud webhooks are refused: set events.modules.bitbucketCloud.webhookSecret',
    );
  }
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? '');
  if (!match) throw new AuthenticationError('The webhook has no X-Hub-Signature signature');
  const given = Buffer.from(match[1] as string, 'hex');
  if (!timingSafeEqual(createHmac('sha256', secret).update(body).digest(), given)) {
    throw new AuthenticationError(
      'The webhook signature does not match events.modules.bitbucketCloud.webhookSecret',
    );
  }
}
