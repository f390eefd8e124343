/** The import page; the create page's 'Register Existing Component' leads here. */
export const CATALOG_IMPORT_PATH = '/catalog-import';
