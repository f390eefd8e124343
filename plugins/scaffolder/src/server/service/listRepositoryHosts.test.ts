import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { filterRepositoryHosts, listRepositoryHosts } from './listRepositoryHosts';

const configWith = (scaffolder: Record<string, unknown>) =>
  createConfig({
    scaffolder,
    integrations: { gitlab: [{ host: 'gitlab.velora.example', token: 'glpat-secret' }] },
  });

describe('listRepositoryHosts', () => {
  it('offers the local repository host first, then the integrations, without credentials', () => {
    const config = configWith({
      localRepositoryHost: 'localhost',
      localRepositoryRoots: ['./.atrium/repositories'],
    });
    const hosts = listRepositoryHosts(config, readScmIntegrations(config));
    expect(hosts[0]).toEqual({
      type: 'local',
      title: 'Repositories on this server',
      host: 'localhost',
    });
    expect(hosts).toContainEqual({
      type: 'gitlab',
      title: 'gitlab.velora.example',
      host: 'gitlab.velora.example',
    });
    expect(JSON.stringify(hosts)).not.toContain('glpat-secret');
  });

  it('leaves the local host out unless it has a root to push to', () => {
    const config = configWith({ localRepositoryHost: 'localhost' });
    const hosts = listRepositoryHosts(config, readScmIntegrations(config));
    expect(hosts.map(host => host.type)).not.toContain('local');
  });

  it('narrows the list to allowedHosts, repeated or comma-separated', () => {
    const hosts = [
      { type: 'local', title: 'Here', host: 'localhost' },
      { type: 'github', title: 'github.com', host: 'github.com' },
      { type: 'gitlab', title: 'gitlab.com', host: 'gitlab.com' },
    ];
    expect(filterRepositoryHosts(hosts, undefined)).toEqual(hosts);
    expect(filterRepositoryHosts(hosts, 'LOCALHOST').map(h => h.host)).toEqual(['localhost']);
    expect(filterRepositoryHosts(hosts, ['github.com', 'gitlab.com,localhost'])).toHaveLength(3);
  });
});
