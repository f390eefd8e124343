import { describe, expect, it } from 'vitest';
import { createConfig, readConfigSchema } from '@atrium/server-core';
import { startTestServer } from '@atrium/server-core/testing';
import { catalogPlugin } from '../plugin';
import { catalogImportConfig, isSafeFilePath, isValidBranchName } from './catalogImportConfig';

describe('catalog.import values', () => {
  it('takes relative file paths inside the repository only', () => {
    for (const path of ['catalog-info.yaml', 'docs/catalog-info.yaml', '.backstage/catalog.yaml']) {
      expect(isSafeFilePath(path), path).toBe(true);
    }
    for (const path of [
      '',
      '/abs.yaml',
      '../x.yaml',
      'a/../b.yaml',
      'a//b',
      './a',
      'a\\b',
      'a\nb',
      'x'.repeat(256),
    ]) {
      expect(isSafeFilePath(path), path).toBe(false);
    }
  });

  it('takes the branch names git accepts', () => {
    for (const name of ['backstage-integration', 'feature/catalog', 'add_catalog.v2']) {
      expect(isValidBranchName(name), name).toBe(true);
    }
    for (const name of [
      '',
      '@',
      '-x',
      'a..b',
      'a b',
      'a~b',
      'a^b',
      'a:b',
      'a?b',
      'a*b',
      'a[b',
      'a\\b',
      'a@{b',
      'a/',
      '/a',
      'a//b',
      '.a',
      'a/.b',
      'a.lock',
      'a.',
    ]) {
      expect(isValidBranchName(name), name).toBe(false);
    }
  });

  it('reports a value of the wrong type once, as every string key does', () => {
    const read = readConfigSchema(
      createConfig({ entityFilename: '', pullRequestBranchName: 7 }, { source: 'app-config.yaml' }),
      catalogImportConfig,
    );
    expect(read.problems?.map(problem => problem.message)).toEqual([
      "Invalid type in config for key 'entityFilename' in 'app-config.yaml', got empty-string, wanted string",
      "Invalid type in config for key 'pullRequestBranchName' in 'app-config.yaml', got number, wanted string",
    ]);
  });

  it('reads valid values as they are', () => {
    const keys = { entityFilename: 'docs/catalog-info.yaml', pullRequestBranchName: 'add/catalog' };
    expect(readConfigSchema(createConfig(keys), catalogImportConfig).value).toEqual(keys);
  });
});

describe('catalog.import configuration', () => {
  it.each([
    [{ entityFilename: '../outside.yaml' }, 'catalog.import.entityFilename'],
    [{ entityFilename: '/abs.yaml' }, 'catalog.import.entityFilename'],
    [{ pullRequestBranchName: 'bad..name' }, 'catalog.import.pullRequestBranchName'],
    [{ pullRequestBranchName: 'with space' }, 'catalog.import.pullRequestBranchName'],
  ])('refuses %j at start, naming the key', async (keys, key) => {
    const start = startTestServer({
      plugins: [catalogPlugin],
      config: { catalog: { import: keys } },
    });
    await expect(start).rejects.toThrow(key);
  });
});
