import { describe, expect, it } from 'vitest';
import {
  giteaArchiveUrl,
  giteaCommitUrl,
  giteaContentsUrl,
  giteaRawUrl,
  parseGiteaUrl,
} from './giteaUrls';
import { testIntegration } from './testIntegration';

const gitea = testIntegration('gitea', 'gitea.example.com', {
  baseUrl: 'https://gitea.example.com/git',
});

describe('Gitea URLs', () => {
  const location = parseGiteaUrl(
    gitea,
    'https://gitea.example.com/git/velora/rides/src/tag/v1.0/docs/index.md',
  );

  it('reads a browse URL under the base path, by branch, tag or commit', () => {
    expect(location).toEqual({
      baseUrl: 'https://gitea.example.com/git',
      owner: 'velora',
      repo: 'rides',
      ref: 'v1.0',
      path: 'docs/index.md',
    });
  });

  it('builds the contents, raw, archive and commit endpoints', () => {
    expect(giteaContentsUrl(location)).toBe(
      'https://gitea.example.com/git/api/v1/repos/velora/rides/contents/docs/index.md?ref=v1.0',
    );
    expect(giteaRawUrl({ ...location, ref: 'feature/x' })).toBe(
      'https://gitea.example.com/git/api/v1/repos/velora/rides/raw/docs/index.md?ref=feature/x',
    );
    expect(giteaArchiveUrl(location)).toBe(
      'https://gitea.example.com/git/api/v1/repos/velora/rides/archive/v1.0.tar.gz',
    );
    expect(giteaCommitUrl({ ...location, ref: 'main' })).toBe(
      'https://gitea.example.com/git/api/v1/repos/velora/rides/git/commits/main',
    );
  });

  it('encodes names that would change the URL', () => {
    expect(giteaContentsUrl({ ...location, ref: 'a&b', path: 'x?y.md' })).toBe(
      'https://gitea.example.com/git/api/v1/repos/velora/rides/contents/x%3Fy.md?ref=a%26b',
    );
  });
});
