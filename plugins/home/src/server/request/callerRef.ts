import { NotAllowedError } from '@atrium/model';
import { principalOf } from '@atrium/server-core';
import type { FastifyRequest } from 'fastify';

/** Whose visits a request records or reads: the signed-in user's own, never anyone else's. */
export function callerRef(request: FastifyRequest): string {
  const principal = principalOf(request);
  if (principal.type !== 'user') {
    throw new NotAllowedError('Visits are recorded for users; a service has none');
  }
  return principal.userEntityRef;
}
