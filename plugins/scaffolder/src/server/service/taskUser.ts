import type { Principal } from '@atrium/server-core';
import type { CatalogEntities } from '@atrium/plugin-catalog/node';
import type { JsonObject, TaskSpec } from '../../shared';

/** `user.ref` and `user.entity` of a task spec: the caller and their catalog entity, if any. */
export async function taskUser(
  catalog: () => CatalogEntities | undefined,
  principal: Principal,
): Promise<NonNullable<TaskSpec['user']>> {
  if (principal.type !== 'user') return {};
  const ref = principal.userEntityRef;
  // A user missing from the catalog (a guest) still runs templates; `user.entity` is then empty.
  const entity = await catalog()
    ?.getEntityByRef(ref, { principal })
    .catch(() => undefined);
  return { ref, ...(entity && { entity: entity as unknown as JsonObject }) };
}
