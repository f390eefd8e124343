import { DEFAULT_NAMESPACE } from '@atrium/model';
import type { CatalogEntities } from '@atrium/plugin-catalog/node';
import type { ServicePrincipal } from '@atrium/server-core';
import type { DocsSiteKey } from '../storage/DocsStorage';
import { docsEntityRef, type DocsSiteEntity } from './pageSearchDocuments';

/** The docs plugin reads entities as itself: who may see a document is decided at query time. */
const DOCS_PRINCIPAL: ServicePrincipal = { type: 'service', subject: 'plugin:techdocs' };

/**
 * The entity a stored site documents, from the catalog: its names as the entity spells them and
 * its title. A site whose entity is gone is left out; without a catalog, the site's key serves.
 */
export function docsSiteEntityLookup(
  catalog: () => CatalogEntities | undefined,
): (key: DocsSiteKey) => Promise<DocsSiteEntity | undefined> {
  return async key => {
    const entities = catalog();
    if (!entities) return { ...key, title: key.name };
    const entity = await entities.getEntityByRef(docsEntityRef(key), { principal: DOCS_PRINCIPAL });
    if (!entity) return undefined;
    const { metadata } = entity;
    return {
      kind: entity.kind,
      namespace: metadata.namespace ?? DEFAULT_NAMESPACE,
      name: metadata.name,
      title: metadata.title ?? metadata.name,
    };
  };
}
