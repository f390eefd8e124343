import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startFakeGithub, type FakeGithub } from '@atrium/server-core/testing';

/** Totals of the fake's API calls since it started; subtract two of them for a run's calls. */
export interface CallTotals {
  requests: number;
  charged: number;
  notModified: number;
  trees: number;
  lists: number;
  files: number;
}

export interface FakeOrganization {
  readonly url: string;
  readonly host: string;
  readonly apiBaseUrl: string;
  /** Time to create the repositories. */
  readonly setupMs: number;
  totals(): Promise<CallTotals>;
  stop(): Promise<void>;
}

interface OrganizationSpec {
  organization: string;
  token: string;
  repositories: number;
  components: number;
}

type ChildMessage =
  | { type: 'ready'; url: string; host: string; apiBaseUrl: string; setupMs: number }
  | { type: 'totals'; totals: CallTotals };

/**
 * A fake GitHub organisation in a process of its own, as GitHub is to a portal: its git processes
 * and its own work take no turn on the server's event loop, and forking them copies a small
 * process rather than the server's heap.
 */
export async function startFakeOrganization(spec: OrganizationSpec): Promise<FakeOrganization> {
  const child = fork(fileURLToPath(import.meta.url), [JSON.stringify(spec)], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onExit = () => reject(new Error('The fake GitHub process exited'));
      child.once('exit', onExit);
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage).off('exit', onExit);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      child.on('message', onMessage);
    });
  const ready = await next('ready');
  return {
    ...ready,
    async totals() {
      const answer = next('totals');
      child.send('totals');
      return (await answer).totals;
    },
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise(resolve => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

/** The child's side: the organisation, then counts on request until told to stop. */
async function serveOrganization(spec: OrganizationSpec): Promise<void> {
  const github = await startFakeGithub({ token: spec.token, login: 'atrium-bench' });
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= github.stop().then(() => process.exit(0)));
  // Stops with the bench, whatever way it ends.
  process.on('disconnect', () => void stop());
  const started = Date.now();
  await github.addRepositories(
    Array.from({ length: spec.repositories }, (_, index) => {
      const name = `service-${String(index).padStart(4, '0')}`;
      const readme = { 'README.md': `# ${name}\n` };
      const files =
        index < spec.components ? { ...readme, 'catalog-info.yaml': component(name) } : readme;
      return { fullName: `${spec.organization}/${name}`, files };
    }),
  );
  const { url, host, apiBaseUrl } = github;
  send({ type: 'ready', url, host, apiBaseUrl, setupMs: Date.now() - started });
  const totals = countCalls(github);
  process.on('message', message => {
    if (message === 'totals') send({ type: 'totals', totals: totals() });
    if (message === 'stop') void stop();
  });
}

/** Running totals, counted from where the last call left off. */
function countCalls(github: FakeGithub): () => CallTotals {
  const totals: CallTotals = {
    requests: 0,
    charged: 0,
    notModified: 0,
    trees: 0,
    lists: 0,
    files: 0,
  };
  return () => {
    for (const { path } of github.requests.slice(totals.requests)) {
      if (/\/git\/trees\//.test(path)) totals.trees++;
      else if (/\/orgs\/[^/]+\/repos$/.test(path)) totals.lists++;
      else if (/\/contents\//.test(path)) totals.files++;
    }
    totals.requests = github.requests.length;
    totals.charged = github.rateLimit.charged;
    totals.notModified = github.rateLimit.notModified;
    return { ...totals };
  };
}

function send(message: ChildMessage) {
  process.send?.(message);
}

function component(name: string): string {
  return `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\nspec:\n  type: service\n  lifecycle: production\n  owner: team-a\n`;
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  await serveOrganization(JSON.parse(process.argv[2] ?? '{}') as OrganizationSpec);
}
