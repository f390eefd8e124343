import { describe, expect, it } from 'vitest';
import { ConfigError, createConfig } from '@atrium/server-core';
import { requireSearchIntegration } from './findBitbucketCloudIntegration';

const KEY = 'catalog.providers.bitbucketCloud.acme';
const required = (bitbucketCloud?: unknown) =>
  requireSearchIntegration(
    createConfig(bitbucketCloud ? { integrations: { bitbucketCloud } } : {}),
    KEY,
  );

describe('requireSearchIntegration', () => {
  it('takes the configured entry with its credentials', () => {
    expect(required([{ username: 'bot', appPassword: 'secret' }])).toMatchObject({
      host: 'bitbucket.org',
      apiBaseUrl: 'https://api.bitbucket.org/2.0',
      username: 'bot',
    });
    expect(required([{ token: 'access-token' }]).token).toBe('access-token');
  });

  it('refuses a configuration without an integrations.bitbucketCloud entry, naming the provider', () => {
    expect(() => required()).toThrow(ConfigError);
    expect(() => required()).toThrow(`${KEY}: no integrations.bitbucketCloud entry is configured`);
  });

  it('refuses an entry without credentials, since code search needs them', () => {
    expect(() => required([{ host: 'bitbucket.org' }])).toThrow(
      `${KEY}: integrations.bitbucketCloud for bitbucket.org has no credentials`,
    );
  });
});
