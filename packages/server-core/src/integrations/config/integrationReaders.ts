import type { Config } from '../../config/Config';
import type {
  ScmIntegration,
  ScmIntegrationType,
  StorageIntegration,
  StorageIntegrationType,
} from '../ScmIntegration';
import { readAwsCodeCommitIntegration } from './readAwsCodeCommitIntegration';
import { readAwsS3Integration } from './readAwsS3Integration';
import { readAzureBlobStorageIntegration } from './readAzureBlobStorageIntegration';
import { readAzureIntegration } from './readAzureIntegration';
import { readBitbucketCloudIntegration } from './readBitbucketCloudIntegration';
import { readBitbucketServerIntegration } from './readBitbucketServerIntegration';
import { readGerritIntegration } from './readGerritIntegration';
import { readGiteaIntegration } from './readGiteaIntegration';
import { readGithubIntegration } from './readGithubIntegration';
import { readGitlabIntegration } from './readGitlabIntegration';
import { readHarnessIntegration } from './readHarnessIntegration';

/** The reader of each git host type's entries under `integrations.<type>`. */
export const SCM_INTEGRATION_READERS: Readonly<
  Record<ScmIntegrationType, (entry: Config) => ScmIntegration>
> = {
  github: readGithubIntegration,
  gitlab: readGitlabIntegration,
  bitbucketCloud: readBitbucketCloudIntegration,
  bitbucketServer: readBitbucketServerIntegration,
  azure: readAzureIntegration,
  gerrit: readGerritIntegration,
  gitea: readGiteaIntegration,
  harness: readHarnessIntegration,
  awsCodeCommit: readAwsCodeCommitIntegration,
};

/** The reader of each object store type's entries under `integrations.<type>`. */
export const STORAGE_INTEGRATION_READERS: Readonly<
  Record<StorageIntegrationType, (entry: Config) => StorageIntegration>
> = {
  awsS3: readAwsS3Integration,
  azureBlobStorage: readAzureBlobStorageIntegration,
};
