import type { GithubDiscoveryConfig } from './readDiscoveryConfigs';

/** The fields of GitHub's repository object the filters read. */
export interface GithubRepository {
  name: string;
  full_name: string;
  default_branch: string;
  archived: boolean;
  fork: boolean;
  visibility?: string;
  private: boolean;
  topics?: string[];
}

/** Whether discovery reads a repository, by `filters` (Backstage's meaning of each). */
export function matchesFilters(
  repository: GithubRepository,
  filters: GithubDiscoveryConfig['filters'],
): boolean {
  if (repository.archived && !filters.allowArchived) return false;
  if (repository.fork && !filters.allowForks) return false;
  if (filters.repository && !filters.repository.test(repository.name)) return false;
  const topics = repository.topics ?? [];
  if (filters.topicInclude?.length && !filters.topicInclude.some(t => topics.includes(t))) {
    return false;
  }
  if (filters.topicExclude?.some(topic => topics.includes(topic))) return false;
  const visibility = repository.visibility ?? (repository.private ? 'private' : 'public');
  if (filters.visibility?.length && !filters.visibility.includes(visibility)) return false;
  return true;
}
