export type { FileRequest } from './FileRequest';
export { fileRequestFor } from './fileRequestFor';
export { apiAuthHeaders } from './apiAuthHeaders';
export { githubApiBaseUrl } from './githubFileRequest';
export {
  parseAzureUrl,
  azureItemsUrl,
  azureArchiveUrl,
  azureCommitsUrl,
  type AzureRepoLocation,
} from './azureUrls';
export {
  parseGiteaUrl,
  giteaContentsUrl,
  giteaArchiveUrl,
  giteaCommitUrl,
  type GiteaLocation,
} from './giteaUrls';
export {
  parseGitilesUrl,
  gerritApiBaseUrl,
  gerritBranchUrl,
  gerritFileContentUrl,
  parseGerritJson,
  type GerritFileLocation,
} from './gerritUrls';
export {
  parseHarnessUrl,
  harnessRawUrl,
  harnessContentUrl,
  harnessArchiveUrl,
  type HarnessLocation,
} from './harnessUrls';
