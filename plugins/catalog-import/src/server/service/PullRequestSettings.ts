/** What every pull request is opened with, from `catalog.import`. */
export interface PullRequestSettings {
  /** `catalog.import.entityFilename`: the file's path in the repository. */
  entityFilename: string;
  /** `catalog.import.pullRequestBranchName`: the branch the file is committed on. */
  branchName: string;
  /** Each call to the host gives up after this long. */
  timeoutMs: number;
}
