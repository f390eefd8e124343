export { createGithubCatalogProviders, githubPlugin } from './plugin';
