export { catalogWebPlugin } from './plugin';
export {
  DEFAULT_ORDER_FIELD,
  getEntityByName,
  getFacets,
  queryEntities,
  serializeEntityFilter,
  type EntityFilterQuery,
  type EntityNameRef,
  type QueryEntitiesOptions,
} from './api';
export {
  catalogQueryKey,
  entitiesQueryOptions,
  entityQueryOptions,
  facetsQueryOptions,
} from './queries';
export { entityRoutePath, humanizeEntityRef, type EntityRouteRef } from './entityRoute';
export { EntityRefLink, type EntityRefLinkProps } from './components/EntityRefLink/EntityRefLink';
