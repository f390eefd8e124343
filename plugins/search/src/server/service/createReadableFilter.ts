import { catalogPermissions, MAX_AUTHORIZE_ITEMS, type AuthorizeRequestItem } from '@atrium/model';
import { permitsPermission, type PermissionsService, type Principal } from '@atrium/server-core';
import type { SearchDocument } from '../engine/SearchEngine';

/** Which documents a caller may see: those whose entity they may read, and those without one. */
export interface ReadableFilter {
  /** One answer per document, in order. */
  readable(principal: Principal, documents: readonly SearchDocument[]): Promise<boolean[]>;
}

const READ = catalogPermissions.entityRead;

/**
 * Asks the policy once per query and, when its answer depends on the entity, settles every
 * distinct entity of the candidates in batches, instead of one call per result. Without the
 * permission plugin only an external caller's access restrictions limit what is read.
 */
export function createReadableFilter(
  permissions: () => PermissionsService | undefined,
): ReadableFilter {
  return {
    async readable(principal, documents) {
      const refs = [...new Set(documents.flatMap(document => document.resourceRef ?? []))];
      if (refs.length === 0) return documents.map(() => true);
      const allowed = await allowedRefs(permissions(), principal, refs);
      return documents.map(({ resourceRef }) => resourceRef === undefined || allowed(resourceRef));
    },
  };
}

async function allowedRefs(
  service: PermissionsService | undefined,
  principal: Principal,
  refs: readonly string[],
): Promise<(ref: string) => boolean> {
  if (!service) {
    const restrictions = principal.type === 'service' ? principal.accessRestrictions : undefined;
    const all = permitsPermission(restrictions, READ);
    return () => all;
  }
  const [decision] = await service.decide(principal, [READ]);
  if (decision?.result !== 'CONDITIONAL') {
    const all = decision?.result === 'ALLOW';
    return () => all;
  }
  const allowed = new Set<string>();
  for (let start = 0; start < refs.length; start += MAX_AUTHORIZE_ITEMS) {
    const items: AuthorizeRequestItem[] = refs
      .slice(start, start + MAX_AUTHORIZE_ITEMS)
      .map((resourceRef, index) => ({ id: String(start + index), permission: READ, resourceRef }));
    for (const answer of await service.authorize(principal, items)) {
      const ref = refs[Number(answer.id)];
      if (answer.result === 'ALLOW' && ref !== undefined) allowed.add(ref);
    }
  }
  return ref => allowed.has(ref);
}
