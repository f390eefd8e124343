import { InputError } from '@atrium/model';
import type { ScmIntegration } from '../ScmIntegration';
import { azureFileRequest } from './azureUrls';
import { bitbucketCloudFileRequest, bitbucketServerFileRequest } from './bitbucketFileRequest';
import type { FileRequest } from './FileRequest';
import { gerritFileRequest } from './gerritUrls';
import { giteaFileRequest } from './giteaUrls';
import { githubFileRequest } from './githubFileRequest';
import { gitlabFileRequest } from './gitlabFileRequest';
import { harnessFileRequest } from './harnessUrls';
import { withoutUserInfo } from './readBrowseUrl';

/**
 * The API request answering the file a browse URL of the integration's host names, the way users
 * write them in catalog locations, `$text` placeholders, template sources and docs sources.
 * Throws InputError for a URL that names no file of that host.
 */
export function fileRequestFor(integration: ScmIntegration, url: string): FileRequest {
  switch (integration.type) {
    case 'github':
      return githubFileRequest(integration, url);
    case 'gitlab':
      return gitlabFileRequest(integration, url);
    case 'bitbucketCloud':
      return bitbucketCloudFileRequest(integration, url);
    case 'bitbucketServer':
      return bitbucketServerFileRequest(integration, url);
    case 'azure':
      return azureFileRequest(integration, url);
    case 'gitea':
      return giteaFileRequest(integration, url);
    case 'gerrit':
      return gerritFileRequest(integration, url);
    case 'harness':
      return harnessFileRequest(integration, url);
    case 'awsCodeCommit':
      // Its API answers files only to requests signed with AWS keys, which no static request is.
      throw new InputError(
        `Could not parse URL ${withoutUserInfo(url)}: awsCodeCommit files are read through the AWS SDK, not a file URL`,
      );
  }
}
