export { createGitlabCatalogProviders, gitlabPlugin } from './plugin';
