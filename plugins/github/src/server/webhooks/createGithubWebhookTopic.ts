import { InputError } from '@atrium/model';
import { readJsonEvent, type HttpEventTopic } from '@atrium/plugin-events/node';
import type { CatalogRefresh } from '@atrium/plugin-catalog/node';
import { verifyGithubSignature } from './verifyGithubSignature';

/** Events that change which repositories discovery finds. */
const REPOSITORY_EVENTS = new Set(['repository', 'installation_repositories', 'public']);
/** Events that change an organisation's teams or members. */
const ORG_EVENTS = new Set(['membership', 'member', 'organization', 'team']);

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
  return {
    topic: 'github',
    verify(event) {
      verifyGithubSignature(event.body, event.headers['x-hub-signature-256'], options.secrets);
    },
    async handle(event) {
      const name = event.headers['x-github-event'];
      if (!name) throw new InputError('The webhook has no X-GitHub-Event header');
      const payload = readJsonEvent(event);
      if (name === 'push') {
        const prefix = pushedFilesPrefix(payload as PushPayload);
        if (prefix) await options.refresh.refreshTargets({ type: 'url', targetPrefix: prefix });
        return;
      }
      if (REPOSITORY_EVENTS.has(name)) {
        await options.refresh.refreshTargets({ type: 'github-discovery', targetPrefix: '' });
      } else if (ORG_EVENTS.has(name)) {
        await options.refresh.refreshTargets({ type: 'github-org', targetPrefix: '' });
      }
    },
  };
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
