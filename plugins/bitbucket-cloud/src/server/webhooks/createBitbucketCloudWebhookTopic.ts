import { InputError } from '@atrium/model';
import type { CatalogRefresh } from '@atrium/plugin-catalog/node';
import { createWebhookTopic, type HttpEventTopic } from '@atrium/plugin-events/node';
import { DISCOVERY_TYPE } from '../constants';
import { repositoryFileUrl } from '../discovery/repositoryFileUrl';
import { verifyBitbucketSignature } from './verifyBitbucketSignature';

/** Repository events that change which repositories, or which names, discovery finds. */
const REPOSITORY_EVENTS = ['repo:created', 'repo:deleted', 'repo:updated'];

interface PushPayload {
  repository?: { full_name?: unknown };
  push?: { changes?: Array<{ new?: { type?: unknown; name?: unknown } | null }> };
}

/**
 * `POST /api/events/http/bitbucketCloud`: a push re-reads the catalog files of each pushed branch
 * at once; a repository created, deleted or updated (renamed, moved) runs discovery again. The
 * event is named by the `X-Event-Key` header. `baseUrl` is the integration's, which the file URLs
 * discovery made start with.
 */
export function createBitbucketCloudWebhookTopic(options: {
  secret: string | undefined;
  baseUrl: string;
  refresh: CatalogRefresh;
}): HttpEventTopic {
  const { baseUrl, refresh } = options;
  return createWebhookTopic({
    topic: 'bitbucketCloud',
    sender: 'Bitbucket Cloud',
    secrets: [options.secret],
    verify: (event, secrets) =>
      verifyBitbucketSignature(event.body, event.headers['x-hub-signature'], secrets),
    eventHeader: 'X-Event-Key',
    handlers: [
      {
        events: ['repo:push'],
        async handle(payload) {
          for (const targetPrefix of pushedBranchPrefixes(baseUrl, payload as PushPayload)) {
            await refresh.refreshTargets({ type: 'url', targetPrefix });
          }
        },
      },
      {
        events: REPOSITORY_EVENTS,
        async handle() {
          await refresh.refreshTargets({ type: DISCOVERY_TYPE, targetPrefix: '' });
        },
      },
    ],
  });
}

/** The start of every file URL on each branch the push moved; deleted branches and tags have none. */
function pushedBranchPrefixes(baseUrl: string, payload: PushPayload): string[] {
  const fullName = payload.repository?.full_name;
  const [workspace, slug, ...rest] = typeof fullName === 'string' ? fullName.split('/') : [];
  if (!workspace || !slug || rest.length > 0) {
    throw new InputError('The push event names no repository.full_name like workspace/repo');
  }
  const changes = Array.isArray(payload.push?.changes) ? payload.push.changes : [];
  const branches = changes.flatMap(change =>
    change?.new?.type === 'branch' && typeof change.new.name === 'string' ? [change.new.name] : [],
  );
  return [...new Set(branches)].map(branch =>
    repositoryFileUrl(baseUrl, { workspace, slug, branch }),
  );
}
