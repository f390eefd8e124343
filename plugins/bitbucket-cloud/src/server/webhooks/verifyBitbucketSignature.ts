import { createHmac, timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';

/**
 * Checks Bitbucket Cloud's `X-Hub-Signature` (`sha256=` and the HMAC-SHA256 of the body's bytes
 * with the webhook's secret) against the configured secrets.
 */
export function verifyBitbucketSignature(
  body: Buffer,
  signature: string | undefined,
  secrets: readonly string[],
): void {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? '');
  if (!match) throw new AuthenticationError('The webhook has no X-Hub-Signature signature');
  const given = Buffer.from(match[1] as string, 'hex');
  const valid = secrets.some(secret =>
    timingSafeEqual(createHmac('sha256', secret).update(body).digest(), given),
  );
  if (!valid) {
    throw new AuthenticationError(
      'The webhook signature does not match events.modules.bitbucketCloud.webhookSecret',
    );
  }
}
