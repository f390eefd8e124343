export * from './ScmIntegration';
export * from './readScmIntegrations';
export * from './parseRepositoryTreeUrl';
export * from './createRepositoryTreeFetcher';
