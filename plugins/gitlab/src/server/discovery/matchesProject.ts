import type { GitlabProviderConfig } from '../config/readGitlabConfigs';

/** The fields of GitLab's project object discovery reads. */
export interface GitlabProject {
  id: number;
  path_with_namespace: string;
  default_branch?: string | null;
  archived?: boolean;
  forked_from_project?: unknown;
  empty_repo?: boolean;
}

/** Whether discovery looks for a catalog file in a project (Backstage's meaning of each key). */
export function matchesProject(project: GitlabProject, config: GitlabProviderConfig): boolean {
  if (project.archived && !config.includeArchivedRepos) return false;
  if (project.forked_from_project && config.skipForkedRepos) return false;
  if (project.empty_repo) return false;
  // A group's listing also holds projects of other groups shared with it: those are left out.
  if (config.group && !project.path_with_namespace.startsWith(`${config.group}/`)) return false;
  return config.projectPattern.test(project.path_with_namespace);
}

/** The branch whose catalog file is read: the configured one, the default one, or the fallback. */
export function branchOf(project: GitlabProject, config: GitlabProviderConfig): string {
  return config.branch ?? (project.default_branch || config.fallbackBranch);
}
