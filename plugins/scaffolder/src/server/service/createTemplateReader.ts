import { NotFoundError, parseEntityRef, stringifyEntityRef } from '@atrium/model';
import type { Principal } from '@atrium/server-core';
import type { CatalogEntities } from '@atrium/plugin-catalog/node';
import { asTemplate, type TemplateEntity } from './templateEntity';

/** Reads templates from the catalog as the caller: what they may not read is not found. */
export interface TemplateReader {
  /** A `[template:][namespace/]name` ref; 404 when absent or unreadable, 400 when not runnable. */
  read(templateRef: string, principal: Principal): Promise<TemplateEntity>;
}

export function createTemplateReader(catalog: () => CatalogEntities | undefined): TemplateReader {
  return {
    async read(templateRef, principal) {
      const ref = stringifyEntityRef(parseEntityRef(templateRef, { defaultKind: 'template' }));
      const entity = await catalog()?.getEntityByRef(ref, { principal });
      if (!entity) throw new NotFoundError(`Template ${ref} was not found`);
      return asTemplate(entity);
    },
  };
}
