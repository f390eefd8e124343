// Starred entities, the one setting the app uses so far, live in @atrium/web-core (starred/):
// every plugin's entity pages need them, and web-core cannot depend on a plugin.
export { StarEntityButton, StarredEntitiesProvider, useStarredEntities } from '@atrium/web-core';
export type { UserSetting } from '../shared';
