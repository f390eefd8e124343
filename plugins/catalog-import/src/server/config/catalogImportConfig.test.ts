import { describe, expect, it } from 'vitest';
import { isSafeFilePath, isValidBranchName } from './catalogImportConfig';

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
});
