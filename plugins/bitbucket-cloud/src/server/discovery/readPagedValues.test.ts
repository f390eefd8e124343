import { describe, expect, it } from 'vitest';
import type { ScmIntegration } from '@atrium/server-core';
import type { BitbucketCloudApi } from './createBitbucketCloudApi';
import { readPagedValues } from './readPagedValues';

const BASE = 'https://api.bitbucket.org/2.0';

/** An API answering fixed pages by path, recording what was asked. */
function apiOf(pages: Record<string, unknown>) {
  const asked: string[] = [];
  const api: BitbucketCloudApi = {
    integration: {
      type: 'bitbucketCloud',
      host: 'bitbucket.org',
      apiBaseUrl: BASE,
    } as ScmIntegration,
    usage: { counted: 0, notModified: 0 },
    async get<T>(path: string) {
      asked.push(path);
      return { body: pages[path] as T, fromCache: false };
    },
    async list() {
      throw new Error('not used');
    },
  };
  return { api, asked };
}

describe('readPagedValues', () => {
  it('follows next below the API base to the last page', async () => {
    const { api, asked } = apiOf({
      '/things': { values: [1, 2], next: `${BASE}/things?page=2` },
      '/things?page=2': { values: [3] },
    });
    expect(await readPagedValues(api, '/things')).toEqual([1, 2, 3]);
    expect(asked).toEqual(['/things', '/things?page=2']);
  });

  it('does not follow a next elsewhere, where the credentials would go', async () => {
    for (const next of ['https://evil.example/2.0/things?page=2', `${BASE}x/things`]) {
      const { api, asked } = apiOf({ '/things': { values: [1], next } });
      expect(await readPagedValues(api, '/things')).toEqual([1]);
      expect(asked).toEqual(['/things']);
    }
  });

  it('says so when the answer is no list', async () => {
    const { api } = apiOf({ '/things': { message: 'hello' } });
    await expect(readPagedValues(api, '/things')).rejects.toThrow(
      'bitbucket.org /2.0/things did not answer a list',
    );
  });
});
