export * from './StarredEntitiesContext';
export * from './StarredEntitiesProvider';
export * from './StarEntityButton';
export { MAX_STARRED_ENTITIES } from './starredEntityRefs';
export { LEGACY_STARRED_STORAGE_KEY } from './createStarredEntitiesStore';
