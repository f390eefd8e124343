import { describe, expect, it } from 'vitest';
import { globToRegExp, isGlob } from './globToRegExp';

describe('globToRegExp', () => {
  it('matches catalog paths as Backstage users write them', () => {
    const anywhere = globToRegExp('/**/catalog-info.yaml');
    expect(anywhere.test('catalog-info.yaml')).toBe(true);
    expect(anywhere.test('services/payments/catalog-info.yaml')).toBe(true);
    expect(anywhere.test('services/catalog-info.yaml.bak')).toBe(false);
    const oneLevel = globToRegExp('/services/*/catalog-info.y?ml');
    expect(oneLevel.test('services/payments/catalog-info.yaml')).toBe(true);
    expect(oneLevel.test('services/a/b/catalog-info.yaml')).toBe(false);
  });

  it('takes other characters literally', () => {
    expect(globToRegExp('/a.b/(x)+.yaml').test('a.b/(x)+.yaml')).toBe(true);
    expect(globToRegExp('/a.b/(x)+.yaml').test('aXb/(x)+.yaml')).toBe(false);
  });

  it('tells a glob from a plain path', () => {
    expect(isGlob('/catalog-info.yaml')).toBe(false);
    expect(isGlob('/**/catalog-info.yaml')).toBe(true);
  });
});
