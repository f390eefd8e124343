export const PERMISSION_PLUGIN_ID = 'permission';
/** One authorize call decides at most this many items (a page's worth of checks, batched). */
export const MAX_AUTHORIZE_ITEMS = 1000;
