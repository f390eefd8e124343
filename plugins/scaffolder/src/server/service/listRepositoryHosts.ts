import type { Config, ScmIntegrations } from '@atrium/server-core';
import type { RepositoryHost } from '../../shared';

/**
 * The hosts the repository pickers offer: the local repository host first when publishing to this
 * server's disk is set up, then every integration. Only names and titles, never credentials.
 */
export function listRepositoryHosts(
  config: Config,
  integrations: ScmIntegrations,
): RepositoryHost[] {
  const hosts: RepositoryHost[] = [];
  const localHost = config.getOptionalString('scaffolder.localRepositoryHost');
  const roots = config.getOptionalStringArray('scaffolder.localRepositoryRoots') ?? [];
  if (localHost && roots.length > 0) {
    hosts.push({ type: 'local', title: 'Repositories on this server', host: localHost });
  }
  for (const { type, title, host } of integrations.list()) {
    if (host !== localHost?.toLowerCase()) hosts.push({ type, title, host });
  }
  return hosts;
}

/** `allowedHosts` of the request (repeated or comma-separated) narrows the list when given. */
export function filterRepositoryHosts(
  hosts: readonly RepositoryHost[],
  allowedHosts: string | string[] | undefined,
): RepositoryHost[] {
  const allowed = [allowedHosts ?? []]
    .flat()
    .flatMap(value => value.split(','))
    .map(value => value.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.length === 0) return [...hosts];
  return hosts.filter(host => allowed.includes(host.host.toLowerCase()));
}
