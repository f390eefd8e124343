import { isEntityFilterList, type EntityFilterQuery, type EntityFilters } from '../../api';

/** Spec 001 §4 "User list picker". */
export type UserListOption = 'owned' | 'starred' | 'all';

/** What the catalog index shows; kept in the URL so a link reproduces the view. */
export interface CatalogView {
  /** Lower-case, as in the URL. */
  kind: string;
  /** Empty means every type. */
  type: string;
  /** The full-text search term; empty means none. */
  text: string;
  lifecycles: string[];
  namespaces: string[];
  tags: string[];
  /** Full entity refs of Users and Groups. */
  owners: string[];
  orphan: boolean;
  /** Only entities with an error in their status items. */
  error: boolean;
  user: UserListOption;
}

export const DEFAULT_CATALOG_KIND = 'component';

/** Spec 001 §5: the owner filter does not apply to the kinds that own things. */
export function ownerFilterApplies(kind: string): boolean {
  return kind !== 'user' && kind !== 'group';
}

/**
 * `?kind=component&type=service&q=text&lifecycle=a&namespace=n&tag=t&owner=ref&orphan=true&user=owned`;
 * a missing kind means Component, a missing user list means All.
 */
export function readCatalogView(params: URLSearchParams): CatalogView {
  const user = params.get('user');
  return {
    kind: (params.get('kind') || DEFAULT_CATALOG_KIND).toLowerCase(),
    type: params.get('type') ?? '',
    text: params.get('q') ?? '',
    lifecycles: params.getAll('lifecycle'),
    namespaces: params.getAll('namespace'),
    tags: params.getAll('tag'),
    owners: params.getAll('owner'),
    orphan: params.get('orphan') === 'true',
    error: params.get('error') === 'true',
    user: user === 'owned' || user === 'starred' ? user : 'all',
  };
}

/** The URL query of a view, keeping parameters other pages or plugins put there. */
export function writeCatalogView(params: URLSearchParams, view: CatalogView): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('kind', view.kind.toLowerCase());
  setOrDelete(next, 'type', view.type);
  setOrDelete(next, 'q', view.text.trim() === '' ? '' : view.text);
  setAll(next, 'lifecycle', view.lifecycles);
  setAll(next, 'namespace', view.namespaces);
  setAll(next, 'tag', view.tags);
  setAll(next, 'owner', view.owners);
  setOrDelete(next, 'orphan', view.orphan ? 'true' : '');
  setOrDelete(next, 'error', view.error ? 'true' : '');
  setOrDelete(next, 'user', view.user === 'all' ? '' : view.user);
  return next;
}

/** The server-side filter of every widget but the user list picker, which adds its own part. */
export function catalogViewFilter(view: CatalogView): EntityFilterQuery {
  const filter: EntityFilterQuery = { kind: view.kind };
  if (view.type) filter['spec.type'] = view.type;
  if (view.lifecycles.length > 0) filter['spec.lifecycle'] = view.lifecycles;
  if (view.namespaces.length > 0) filter['metadata.namespace'] = view.namespaces;
  if (view.tags.length > 0) filter['metadata.tags'] = view.tags;
  if (view.owners.length > 0 && ownerFilterApplies(view.kind)) {
    filter['relations.ownedBy'] = view.owners;
  }
  if (view.orphan) filter['metadata.annotations.backstage.io/orphan'] = 'true';
  if (view.error) filter['status.items.level'] = 'error';
  return filter;
}

/**
 * The filter of 'Owned'. One filter ORs the values of a key, so owners chosen in the picker and
 * the user's ownership refs combine by intersection; undefined means nothing can match. Of
 * several OR-ed filters, those that can still match are kept.
 */
export function ownedFilter(
  filter: EntityFilters,
  ownershipRefs: readonly string[],
): EntityFilters | undefined {
  if (!isEntityFilterList(filter)) return ownedSingleFilter(filter, ownershipRefs);
  const owned = filter
    .map(one => ownedSingleFilter(one, ownershipRefs))
    .filter((one): one is EntityFilterQuery => one !== undefined);
  return owned.length > 0 ? owned : undefined;
}

function ownedSingleFilter(
  filter: EntityFilterQuery,
  ownershipRefs: readonly string[],
): EntityFilterQuery | undefined {
  const chosen = filter['relations.ownedBy'];
  const refs =
    chosen && chosen !== true
      ? ownershipRefs.filter(ref =>
          [chosen].flat().some(c => c.toLowerCase() === ref.toLowerCase()),
        )
      : [...ownershipRefs];
  if (refs.length === 0) return undefined;
  return { ...filter, 'relations.ownedBy': refs };
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value) params.set(key, value);
  else params.delete(key);
}

function setAll(params: URLSearchParams, key: string, values: string[]) {
  params.delete(key);
  for (const value of values) params.append(key, value);
}
