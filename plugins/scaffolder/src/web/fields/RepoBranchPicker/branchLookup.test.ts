import { describe, expect, it } from 'vitest';
import { branchLookupFor } from './branchLookup';

describe('branchLookupFor (spec 001 §5)', () => {
  it('looks up GitHub branches once host, owner and repository are known', () => {
    expect(branchLookupFor('github.com?owner=acme&repo=web', [])).toEqual({
      provider: 'github',
      context: { host: 'github.com', owner: 'acme', repository: 'web' },
    });
    expect(branchLookupFor('github.com?repo=web', [])).toBeUndefined();
  });

  it('looks up Bitbucket Cloud branches by workspace and repository', () => {
    expect(branchLookupFor('bitbucket.org?workspace=w&project=p&repo=web', [])).toEqual({
      provider: 'bitbucketCloud',
      context: { workspace: 'w', repository: 'web' },
    });
  });

  it('does not look up other hosts', () => {
    expect(branchLookupFor('gitlab.com?owner=acme&repo=web', [])).toBeUndefined();
    expect(branchLookupFor(undefined, [])).toBeUndefined();
  });
});
