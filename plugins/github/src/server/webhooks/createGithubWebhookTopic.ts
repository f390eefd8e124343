import { InputError } from '@atrium/model';
import type { CatalogRefresh } from '@atrium/plugin-catalog/node';
import { createWebhookTopic, type HttpEventTopic } from '@atrium/plugin-events/node';
import { verifyGithubSignature } from './verifyGithubSignature';

/** Events that change which repositories discovery finds. */
const REPOSITORY_EVENTS = ['repository', 'installation_repositories', 'public'];
/** Events that change an organisation's teams or members. */
const ORG_EVENTS = ['membership', 'member', 'organization', 'team'];

interface PushPayload {
  ref?: unknown;
  repository?: { html_url?: unknown };
}

/**
 * `POST /api/events/http/github`: a push re-reads the catalog files of the pushed branch at once;
 * repository and membership events re-run discovery and the organisation's import.
 */
export function createGithubWebhookTopic(options: {
  secrets: readonly string[];
  refresh: CatalogRefresh;
}): HttpEventTopic {
  const { refresh } = options;
  const refreshAll = (type: string) => async () => {
    await refresh.refreshTargets({ type, targetPrefix: '' });
  };
  return createWebhookTopic({
    topic: 'github',
    sender: 'GitHub',
    secrets: options.secrets,
    otherSecretSources: 'a webhookSecret of a GitHub App in integrations.github',
    verify: (event, secrets) =>
      verifyGithubSignature(event.body, event.headers['x-hub-signature-256'], secrets),
    eventHeader: 'X-GitHub-Event',
    handlers: [
      {
        events: ['push'],
        async handle(payload) {
          const prefix = pushedFilesPrefix(payload as PushPayload);
          if (prefix) await refresh.refreshTargets({ type: 'url', targetPrefix: prefix });
        },
      },
      { events: REPOSITORY_EVENTS, handle: refreshAll('github-discovery') },
      { events: ORG_EVENTS, handle: refreshAll('github-org') },
    ],
  });
}

/** `https://<host>/<owner>/<repo>/blob/<branch>/`: the start of every file URL on the pushed branch. */
function pushedFilesPrefix(payload: PushPayload): string | undefined {
  const { ref, repository } = payload;
  if (typeof ref !== 'string' || !ref.startsWith('refs/heads/')) return undefined;
  if (typeof repository?.html_url !== 'string' || !URL.canParse(repository.html_url)) {
    throw new InputError('The push event names no repository.html_url');
  }
  return `${repository.html_url.replace(/\/+$/, '')}/blob/${ref.slice('refs/heads/'.length)}/`;
}
