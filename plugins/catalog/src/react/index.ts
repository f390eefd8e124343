// The catalog's face for other web plugins: its client, query options, links and the filter
// widgets of its index page. The app takes the plugin itself from `@atrium/plugin-catalog/web`.
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
} from '../web/api';
export {
  catalogQueryKey,
  entitiesQueryOptions,
  entityQueryOptions,
  facetsQueryOptions,
  filteredEntitiesByRefsQueryOptions,
} from '../web/queries';
export {
  entityRoutePath,
  humanizeEntityRef,
  tryParseEntityRef,
  type EntityRouteRef,
} from '../web/entityRoute';
export {
  EntityRefLink,
  type EntityRefLinkProps,
} from '../web/components/EntityRefLink/EntityRefLink';
export {
  MultiSelectFilter,
  type MultiSelectFilterProps,
} from '../web/pages/CatalogIndexPage/MultiSelectFilter';
export { OwnerPicker, type OwnerPickerProps } from '../web/pages/CatalogIndexPage/OwnerPicker';
export {
  UserListPicker,
  type UserListCounts,
  type UserListPickerProps,
} from '../web/pages/CatalogIndexPage/UserListPicker';
export {
  prefetchUserListEntities,
  useUserListEntities,
  type UserListEntities,
  type UserListQueries,
} from '../web/pages/CatalogIndexPage/useUserListEntities';
export {
  ownedFilter,
  type UserListOption,
} from '../web/pages/CatalogIndexPage/catalogSearchParams';
export {
  FiltersLayout,
  type FiltersLayoutProps,
} from '../web/components/FiltersLayout/FiltersLayout';
export type {
  AddLocationResponse,
  AnalyzeLocationResponse,
  EntityFacetsResponse,
  LocationInput,
  QueryEntitiesResponse,
} from '../shared/contract';
