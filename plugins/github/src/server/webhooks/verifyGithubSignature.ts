import { createHmac, timingSafeEqual } from 'node:crypto';
import { AuthenticationError } from '@atrium/model';

/**
 * Checks GitHub's `X-Hub-Signature-256` (`sha256=` and the HMAC-SHA256 of the body's bytes) against
 * every configured secret: the events module's and each GitHub App's.
 */
export function verifyGithubSignature(
  body: Buffer,
  signature: string | undefined,
  secrets: readonly string[],
): void {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(signature ?? '');
  if (!match) throw new AuthenticationError('The webhook has no X-Hub-Signature-256 signature');
  const given = Buffer.from(match[1] as string, 'hex');
  const valid = secrets.some(secret =>
    timingSafeEqual(createHmac('sha256', secret).update(body).digest(), given),
  );
  if (!valid)
    throw new AuthenticationError('The webhook signature does not match any webhook secret');
}
