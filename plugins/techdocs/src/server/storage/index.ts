export type * from './DocsStorage';
export * from './createDocsStorageFromConfig';
export * from './createLocalDocsStorage';
export * from './createS3DocsStorage';
