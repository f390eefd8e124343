import type { AccessTokenFailure } from '@atrium/server-core';
import { ClusterCredentialError } from './ClusterCredentialError';

/**
 * A failed token request as a cluster's error, naming `what` the token is for and the whole
 * endpoint: the endpoint's `error` and description say what is wrong without the secret sent.
 */
export function accessTokenError(what: string) {
  return (failure: AccessTokenFailure): ClusterCredentialError => {
    const at = `${what}: ${failure.url.href}`;
    switch (failure.kind) {
      case 'unreachable':
        return new ClusterCredentialError(`${at} could not be reached`, { cause: failure.cause });
      case 'no-token':
        return new ClusterCredentialError(`${at} answered without an access_token`);
      case 'refused': {
        const { status, reason } = failure;
        return new ClusterCredentialError(
          `${at} answered ${status}${reason ? ` (${reason})` : ''}`,
        );
      }
    }
  };
}
