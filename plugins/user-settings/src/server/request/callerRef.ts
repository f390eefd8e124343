import { NotAllowedError } from '@atrium/model';
import { principalOf } from '@atrium/server-core';
import type { FastifyRequest } from 'fastify';

/** Whose settings a request reads or writes: the signed-in user's own, never anyone else's. */
export function callerRef(request: FastifyRequest): string {
  const principal = principalOf(request);
  if (principal.type !== 'user') {
    throw new NotAllowedError('User settings belong to users; a service has none');
  }
  return principal.userEntityRef;
}
