import type { SearchDocument } from '@atrium/plugin-search/node';
import { docsRoutePath } from '../../shared';
import type { SitePage } from './SitePage';

/**
 * The docs' document type: the one the search's pages and its `SEARCH_TYPES.docs` name (its
 * shared contract is not for server plugins to import).
 */
export const DOCS_SEARCH_TYPE = 'techdocs';

/** The entity a site documents, as its search documents name it. */
export interface DocsSiteEntity {
  kind: string;
  namespace: string;
  name: string;
  /** The entity's title, or its name. */
  title: string;
}

/** `kind:namespace/name` in lower case, as the catalog's documents and permissions name it. */
export function docsEntityRef(entity: Pick<DocsSiteEntity, 'kind' | 'namespace' | 'name'>): string {
  return `${entity.kind}:${entity.namespace}/${entity.name}`.toLowerCase();
}

/** The page's document, then one per section, each leading to the reader (at the anchor). */
export function pageSearchDocuments(entity: DocsSiteEntity, page: SitePage): SearchDocument[] {
  const ref = docsEntityRef(entity);
  const reader = docsRoutePath(entity);
  const pageLocation = page.path ? `${reader}/${encodePath(page.path)}` : `${reader}/`;
  const fields = {
    entityTitle: entity.title,
    path: page.path,
    kind: entity.kind,
    namespace: entity.namespace,
    name: entity.name,
  };
  const document = (key: string, title: string, text: string, location: string) => ({
    type: DOCS_SEARCH_TYPE,
    key,
    title,
    text,
    location,
    fields,
    resourceRef: ref,
  });
  return [
    document(`${ref}#${page.path}`, page.title, page.text, pageLocation),
    ...page.sections.map(section =>
      document(
        `${ref}#${page.path}#${section.id}`,
        section.title ? `${page.title} › ${section.title}` : page.title,
        section.text,
        `${pageLocation}#${encodeURIComponent(section.id)}`,
      ),
    ),
  ];
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
