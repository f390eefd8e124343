export { bitbucketCloudPlugin, createBitbucketCloudCatalogProvider } from './plugin';
