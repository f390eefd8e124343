export { catalogWebPlugin } from './plugin';
export {
  appendEntityFilters,
  DEFAULT_ORDER_FIELD,
  getEntityByName,
  getFacets,
  queryEntities,
  serializeEntityFilter,
  type EntityFilterQuery,
  type EntityFilters,
  type EntityNameRef,
  type QueryEntitiesOptions,
} from './api';
export {
  catalogQueryKey,
  entitiesQueryOptions,
  entityQueryOptions,
  facetsQueryOptions,
  filteredEntitiesByRefsQueryOptions,
} from './queries';
export { entityRoutePath, humanizeEntityRef, type EntityRouteRef } from './entityRoute';
export { EntityRefLink, type EntityRefLinkProps } from './components/EntityRefLink/EntityRefLink';
// The index page's filter widgets and user list, for other pages that list entities.
export {
  MultiSelectFilter,
  type MultiSelectFilterProps,
} from './pages/CatalogIndexPage/MultiSelectFilter';
export { OwnerPicker, type OwnerPickerProps } from './pages/CatalogIndexPage/OwnerPicker';
export {
  UserListPicker,
  type UserListCounts,
  type UserListPickerProps,
} from './pages/CatalogIndexPage/UserListPicker';
export {
  prefetchUserListEntities,
  useUserListEntities,
  type UserListEntities,
  type UserListQueries,
} from './pages/CatalogIndexPage/useUserListEntities';
export { ownedFilter, type UserListOption } from './pages/CatalogIndexPage/catalogSearchParams';
export { FiltersLayout, type FiltersLayoutProps } from './components/FiltersLayout/FiltersLayout';
