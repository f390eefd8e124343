import { InputError } from '@atrium/model';
import type { CatalogRefresh } from '@atrium/plugin-catalog/node';
import { createWebhookTopic, type HttpEventTopic } from '@atrium/plugin-events/node';
import { verifyGitlabToken } from './verifyGitlabToken';

/** System and group hook events that change which projects discovery finds. */
const PROJECT_EVENTS = [
  'project_create',
  'project_destroy',
  'project_rename',
  'project_transfer',
  'project_update',
];
/** System and group hook events that change groups or their members. */
const ORG_EVENTS = [
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
];

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
  const { refresh } = options;
  const refreshAll = (type: string) => async () => {
    await refresh.refreshTargets({ type, targetPrefix: '' });
  };
  return createWebhookTopic({
    topic: 'gitlab',
    sender: 'GitLab',
    secrets: [options.secret],
    verify: (event, secrets) => verifyGitlabToken(event.headers['x-gitlab-token'], secrets),
    eventHeader: 'X-Gitlab-Event',
    eventName: (_header, payload) =>
      [payload.event_name, payload.object_kind].find(
        (value): value is string => typeof value === 'string',
      ),
    handlers: [
      {
        events: ['push'],
        async handle(payload) {
          const prefix = pushedFilesPrefix(payload as PushPayload);
          if (prefix) await refresh.refreshTargets({ type: 'url', targetPrefix: prefix });
        },
      },
      { events: PROJECT_EVENTS, handle: refreshAll('gitlab-discovery') },
      { events: ORG_EVENTS, handle: refreshAll('gitlab-org') },
    ],
  });
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
