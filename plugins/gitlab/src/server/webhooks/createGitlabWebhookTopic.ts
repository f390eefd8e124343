import { InputError } from '@atrium/model';
import type { CatalogRefresh } from '@atrium/plugin-catalog/node';
import { readJsonEvent, type HttpEventTopic } from '@atrium/plugin-events/node';
import { verifyGitlabToken } from './verifyGitlabToken';

/** System and group hook events that change which projects discovery finds. */
const PROJECT_EVENTS = new Set([
  'project_create',
  'project_destroy',
  'project_rename',
  'project_transfer',
  'project_update',
]);
/** System and group hook events that change groups or their members. */
const ORG_EVENTS = new Set([
  'group_create',
  'group_destroy',
  'group_rename',
  'subgroup_create',
  'subgroup_destroy',
  'user_add_to_group',
  'user_remove_from_group',
  'user_update_for_group',
  'user_create',
  'user_destroy',
  'user_rename',
]);

interface PushPayload {
  ref?: unknown;
  project?: { web_url?: unknown };
}

/**
 * `POST /api/events/http/gitlab`: a push re-reads the catalog files of the pushed branch at once;
 * project events re-run discovery, group and member events the org import. Project, group and
 * system hooks all name their event in the body (`object_kind`, `event_name`).
 */
export function createGitlabWebhookTopic(options: {
  secret: string | undefined;
  refresh: CatalogRefresh;
}): HttpEventTopic {
  return {
    topic: 'gitlab',
    verify(event) {
      verifyGitlabToken(event.headers['x-gitlab-token'], options.secret);
    },
    async handle(event) {
      if (!event.headers['x-gitlab-event']) {
        throw new InputError('The webhook has no X-Gitlab-Event header');
      }
      const payload = readJsonEvent(event);
      const name = [payload.event_name, payload.object_kind].find(
        (value): value is string => typeof value === 'string',
      );
      if (name === 'push') {
        const prefix = pushedFilesPrefix(payload as PushPayload);
        if (prefix) await options.refresh.refreshTargets({ type: 'url', targetPrefix: prefix });
      } else if (name && PROJECT_EVENTS.has(name)) {
        await options.refresh.refreshTargets({ type: 'gitlab-discovery', targetPrefix: '' });
      } else if (name && ORG_EVENTS.has(name)) {
        await options.refresh.refreshTargets({ type: 'gitlab-org', targetPrefix: '' });
      }
    },
  };
}

/** `<project web_url>/-/blob/<branch>/`: the start of every file URL on the pushed branch. */
function pushedFilesPrefix(payload: PushPayload): string | undefined {
  const { ref, project } = payload;
  if (typeof ref !== 'string' || !ref.startsWith('refs/heads/')) return undefined;
  if (typeof project?.web_url !== 'string' || !URL.canParse(project.web_url)) {
    throw new InputError('The push event names no project.web_url');
  }
  return `${project.web_url.replace(/\/+$/, '')}/-/blob/${ref.slice('refs/heads/'.length)}/`;
}
