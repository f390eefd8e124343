export const CATALOG_IMPORT_PLUGIN_ID = 'catalog-import';
/**
 * The header carrying the signed-in person's own token for the code host, so the pull request is
 * theirs; without it the integration's credentials are used.
 */
export const SCM_TOKEN_HEADER = 'x-atrium-scm-token';
/** The largest catalog file a pull request may add. */
export const MAX_FILE_CONTENT_BYTES = 256 * 1024;
