export type * from './types';
export { buildSite } from './buildSite';
export { hashDocsSource } from './hashDocsSource';
