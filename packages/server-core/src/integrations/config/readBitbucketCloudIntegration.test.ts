import { describe, expect, it } from 'vitest';
import { readBitbucketCloudIntegration } from './readBitbucketCloudIntegration';
import { testEntry } from './testEntry';

const read = (data: object) => readBitbucketCloudIntegration(testEntry('bitbucketCloud', data));

describe('readBitbucketCloudIntegration', () => {
  it('reads bitbucket.org with its public API and the credentials given', () => {
    expect(read({ username: 'robot', appPassword: 'app-password' })).toMatchObject({
      host: 'bitbucket.org',
      apiBaseUrl: 'https://api.bitbucket.org/2.0',
      username: 'robot',
      appPassword: 'app-password',
    });
    expect(read({ token: 'access-token' })).toMatchObject({ token: 'access-token' });
  });

  it('stops at a user name without a token or an app password', () => {
    expect(() => read({ username: 'robot' })).toThrow(
      "integrations.bitbucketCloud[0].username in 'app-config.yaml': a username needs a token or an appPassword",
    );
  });
});
