export * from './ScmIntegration';
export * from './readScmIntegrations';
