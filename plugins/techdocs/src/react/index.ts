// The docs' face for other web plugins: the client and the reader, to show an entity's docs
// elsewhere. The app takes the plugin itself from `@atrium/plugin-techdocs/web`.
export * from '../web/api';
export { EntityDocs, type EntityDocsProps } from '../web/components/EntityDocs/EntityDocs';
export {
  TechDocsReader,
  type TechDocsReaderProps,
} from '../web/components/TechDocsReader/TechDocsReader';
export { TechDocsReaderPage } from '../web/pages/TechDocsReaderPage';
