export { DocsIndexPage } from './DocsIndexPage';
export { DocumentsTable, type DocumentsTableProps } from './DocumentsTable';
export { prefetchDocsIndexPage } from './docsIndexQueries';
