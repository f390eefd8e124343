export { createTechDocsPlugin, techdocsPlugin, type TechDocsPluginOptions } from './plugin';
export type { DocsStorage, DocsSiteKey } from './storage';
