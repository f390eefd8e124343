// What the app and other web plugins use of the user's settings: starred entities, kept by this
// plugin's backend, and preferences kept in the browser.
export {
  StarredEntitiesContext,
  useStarredEntities,
  type StarredEntities,
} from '../web/starred/StarredEntitiesContext';
export {
  StarredEntitiesProvider,
  type StarredEntitiesProviderProps,
} from '../web/starred/StarredEntitiesProvider';
export { StarEntityButton, type StarEntityButtonProps } from '../web/starred/StarEntityButton';
export { MAX_STARRED_ENTITIES } from '../web/starred/starredEntityRefs';
export { LEGACY_STARRED_STORAGE_KEY } from '../web/starred/createStarredEntitiesStore';
export {
  readStoredValue,
  removeStoredValue,
  writeStoredValue,
} from '../web/storage/browserStorage';
export type { UserSetting } from '../shared/contract';
