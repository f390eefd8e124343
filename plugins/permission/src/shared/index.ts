export const PERMISSION_PLUGIN_ID = 'permission';
// The limit lives in the model: the web app's permission client batches to it too.
export { MAX_AUTHORIZE_ITEMS } from '@atrium/model';
