import { NotFoundError } from '@atrium/model';
import type { TaskLogger } from '../../../createTemplateAction';
import type { HostClient } from '../../../../scm/createHostClient';
import type { PublishTarget } from '../publishTarget';
import { conflictIfTaken } from '../publishToHost';

export interface GitlabProjectRequest {
  /** The project's path below the owner's namespace (`settings.path`, else the repo's name). */
  slug: string;
  repoVisibility?: string;
  topics?: string[];
  /** Further `POST /projects` attributes; they override the others. */
  settings?: Record<string, unknown>;
}

/** Creates the project in the owner's group or user namespace; answers its id. */
export async function createGitlabProject(
  client: HostClient,
  target: PublishTarget<'owner' | 'repo'>,
  request: GitlabProjectRequest,
  logger: TaskLogger,
): Promise<number> {
  const { owner, repo } = target.parts;
  const { slug } = request;
  const namespace = await client
    .request<{ id: number }>('GET', `/namespaces/${encodeURIComponent(owner)}`)
    .catch((error: unknown) => {
      throw error instanceof NotFoundError
        ? new NotFoundError(`No group or user namespace ${owner} on ${target.host}`)
        : error;
    });
  const project = await client
    .request<{ id: number }>('POST', '/projects', {
      name: repo,
      path: slug,
      namespace_id: namespace.id,
      visibility: request.repoVisibility ?? 'private',
      ...(request.topics ? { topics: request.topics } : {}),
      ...request.settings,
    })
    .catch((error: unknown) => {
      throw conflictIfTaken(error, `project ${owner}/${slug}`, target.host);
    });
  logger.info(`Created project ${owner}/${slug} on ${target.host}`);
  return project.id;
}
