import { contextValue, type ResourceLookup } from './resourceLookup';
import { pagesOf } from './githubResources';

// GitLab's lists take the same `per_page` and `page` parameters as GitHub's.
export const gitlabResources: Readonly<Record<string, ResourceLookup>> = {
  async groups(client) {
    const groups = await pagesOf<{ id: number; full_path: string }>(client, '/groups');
    return groups.map(group => ({ id: String(group.id), title: group.full_path }));
  },
  async repositories(client, context) {
    // `context.id` is a group's id (or full path), as the groups lookup answers it.
    const group = contextValue(context, 'id');
    const projects = await pagesOf<{ id: number; name: string; path_with_namespace: string }>(
      client,
      `/groups/${group}/projects`,
    );
    return projects.map(project => ({
      id: String(project.id),
      title: project.name,
      context: { path: project.path_with_namespace },
    }));
  },
};
