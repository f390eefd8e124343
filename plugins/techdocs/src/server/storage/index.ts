export type * from './DocsStorage';
export * from './createLocalDocsStorage';
