import { describe, expect, it } from 'vitest';
import { createConfig } from '@atrium/server-core';
import {
  DEFAULT_BRANCH_NAME,
  DEFAULT_ENTITY_FILENAME,
  readPullRequestSettings,
} from './readPullRequestSettings';

describe('readPullRequestSettings', () => {
  it("takes Backstage's defaults for absent keys", () => {
    expect(readPullRequestSettings(createConfig({}))).toEqual({
      entityFilename: DEFAULT_ENTITY_FILENAME,
      branchName: DEFAULT_BRANCH_NAME,
    });
  });

  it('reads catalog.import as configured', () => {
    const config = createConfig({
      catalog: { import: { entityFilename: 'docs/info.yaml', pullRequestBranchName: 'add' } },
    });
    expect(readPullRequestSettings(config)).toEqual({
      entityFilename: 'docs/info.yaml',
      branchName: 'add',
    });
  });
});
