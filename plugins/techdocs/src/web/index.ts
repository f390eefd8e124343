export { techdocsWebPlugin } from './plugin';
export * from './api';
export { EntityDocs, type EntityDocsProps } from './components/EntityDocs/EntityDocs';
export {
  TechDocsReader,
  type TechDocsReaderProps,
} from './components/TechDocsReader/TechDocsReader';
export { TechDocsReaderPage } from './pages/TechDocsReaderPage';
