export const USER_SETTINGS_PLUGIN_ID = 'user-settings';
/** The largest stored value, as UTF-8 JSON. */
export const MAX_SETTING_VALUE_BYTES = 64 * 1024;
/** Where the web app keeps starred entities (spec 001 §3). */
export const STARRED_ENTITIES_BUCKET = 'starredEntities';
export const STARRED_ENTITIES_KEY = 'entityRefs';
