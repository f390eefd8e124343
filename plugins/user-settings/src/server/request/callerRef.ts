import type { FastifyRequest } from 'fastify';

/** Everyone acts as this user until sign-in exists (spec 001 §2: without a sign-in page, guest). */
export const GUEST_USER_REF = 'user:default/guest';

/**
 * The entity ref of the user making the request. The one place identity is read, so the
 * identity work replaces only this function.
 */
export function callerRef(_request: FastifyRequest): string {
  return GUEST_USER_REF;
}
