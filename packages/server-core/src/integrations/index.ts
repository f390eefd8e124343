export * from './ScmIntegration';
export * from './readScmIntegrations';
export * from './parseRepositoryTreeUrl';
export * from './createRepositoryTreeFetcher';
export {
  type ConfiguredIntegrations,
  readConfiguredIntegrations,
} from './config/readConfiguredIntegrations';
export * from './github/createGithubApi';
export * from './github/createGithubCredentials';
export { githubCredentialsFor } from './github/githubCredentialsFor';
export * from './urls';
export * from './gitlab/createGitlabApi';
export * from './createIntegrationApis';
export * from './createHostApiClient';
