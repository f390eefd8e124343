import { promises as fs } from 'node:fs';
import path from 'node:path';
import { InputError, NotFoundError } from '@atrium/model';
import { gitEnvironment, runGit, GitCommandError } from '../git/runGit';
import { isPathInside } from '../reading/isPathInside';
import { parseRepositoryTreeUrl, type RepositoryTreeLocation } from './parseRepositoryTreeUrl';
import type { ScmIntegrations } from './readScmIntegrations';
import { githubCredentialsFor } from './github/githubCredentialsFor';
import { authorizationHeader, type GitCredentials, type ScmIntegration } from './ScmIntegration';

/** Reads directories of repositories on the configured source-control hosts, with git. */
export interface RepositoryTreeFetcher {
  /** The commit the URL's ref points at now: changes exactly when the repository does. */
  etag(url: string, signal?: AbortSignal): Promise<string>;
  /** Writes the URL's directory, at its ref, to `targetDir` (which must exist and be empty). */
  fetch(url: string, targetDir: string, signal?: AbortSignal): Promise<{ directory: string }>;
}

/**
 * Works with every host git speaks to over http(s), with the credentials of the URL's
 * integration: one shallow fetch of the one ref, never the repository's history.
 */
export function createRepositoryTreeFetcher(integrations: ScmIntegrations): RepositoryTreeFetcher {
  async function locate(url: string) {
    const integration = integrations.integrationForUrl(url);
    if (!integration) {
      throw new InputError(`Cannot read ${url}: no integration is configured for its host`);
    }
    const location = parseRepositoryTreeUrl(url, integration);
    const credentials =
      (await githubAppCredentials(integration, url)) ??
      integrations.credentialsForUrl(location.cloneUrl);
    const env = gitEnvironment({
      remote: location.cloneUrl,
      header: credentials && `Authorization: ${authorizationHeader(credentials)}`,
    });
    const secrets = credentials ? [authorizationHeader(credentials)] : [];
    return { location, env, secrets };
  }

  return {
    async etag(url, signal) {
      const { location, env, secrets } = await locate(url);
      const ref = location.ref ?? 'HEAD';
      const output = await runGit(
        ['ls-remote', '--', location.cloneUrl, ref, `refs/heads/${ref}`, `refs/tags/${ref}`],
        {
          cwd: process.cwd(),
          env,
          signal,
          secrets,
        },
      ).catch(error => {
        throw explainFailure(error, url);
      });
      const commit = output.split('\n')[0]?.split('\t')[0];
      // A commit id is not listed by ls-remote: it names itself.
      if (commit) return commit;
      if (/^[0-9a-f]{40}$/.test(ref)) return ref;
      throw new NotFoundError(`Cannot read ${url}: ${location.cloneUrl} has no ref ${ref}`);
    },

    async fetch(url, targetDir, signal) {
      const { location, env, secrets } = await locate(url);
      const run = (args: string[]) =>
        runGit(args, { cwd: targetDir, env, signal, secrets }).catch(error => {
          throw explainFailure(error, url);
        });
      await run(['init', '--quiet']);
      await run([
        'fetch',
        '--quiet',
        '--depth=1',
        '--no-tags',
        '--',
        location.cloneUrl,
        location.ref ?? 'HEAD',
      ]);
      await run(['-c', 'core.symlinks=false', 'checkout', '--quiet', 'FETCH_HEAD']);
      await fs.rm(path.join(targetDir, '.git'), { recursive: true, force: true });
      return { directory: await directoryIn(targetDir, location, url) };
    },
  };
}

/** A GitHub App's installation token for the repository's account, as git's password. */
async function githubAppCredentials(
  integration: ScmIntegration,
  url: string,
): Promise<GitCredentials | undefined> {
  if (integration.type !== 'github' || !integration.githubApps?.length) return undefined;
  const owner = new URL(url).pathname.split('/').filter(Boolean)[0];
  const credentials = owner ? await githubCredentialsFor(integration).forOwner(owner) : undefined;
  if (credentials?.kind !== 'app') return undefined;
  const token = credentials.authorization.replace(/^Bearer /, '');
  return { type: 'basic', username: 'x-access-token', password: token };
}

async function directoryIn(root: string, location: RepositoryTreeLocation, url: string) {
  const directory = path.resolve(root, location.path);
  const stat = await fs.stat(directory).catch(() => undefined);
  if (!isPathInside(root, directory) || !stat?.isDirectory()) {
    throw new NotFoundError(
      `Cannot read ${url}: the repository has no directory '${location.path}'`,
    );
  }
  return directory;
}

function explainFailure(error: unknown, url: string): unknown {
  if (!(error instanceof GitCommandError)) return error;
  if (/could not read Username|Authentication failed|\b40[13]\b/.test(error.message)) {
    return new InputError(
      `Cannot read ${url}: the host refused the integration's credentials (${error.message})`,
    );
  }
  if (/not found|does not exist|couldn't find remote ref/i.test(error.message)) {
    return new NotFoundError(`Cannot read ${url}: ${error.message}`);
  }
  return error;
}
