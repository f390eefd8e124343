import { describe, expect, it } from 'vitest';
import { entityRefOfPathname } from './entityRefOfPathname';

describe('entityRefOfPathname', () => {
  it("answers the ref of an entity page and of its tabs, keeping the name's case", () => {
    expect(entityRefOfPathname('/catalog/default/component/Wayback')).toBe(
      'component:default/Wayback',
    );
    expect(entityRefOfPathname('/catalog/Ops/API/payments/definition')).toBe('api:ops/payments');
    expect(entityRefOfPathname('/catalog/default/component/my%20service/')).toBe(
      'component:default/my service',
    );
  });

  it('answers undefined for other pages and for segments that make no ref', () => {
    for (const pathname of [
      '/',
      '/catalog',
      '/catalog/default/component',
      '/catalog-import/default/component/a',
      '/docs/default/component/a',
      '/catalog/default/component/a%3Ab',
      '/catalog/default/component/%E0%A4%A',
    ]) {
      expect(entityRefOfPathname(pathname), pathname).toBeUndefined();
    }
  });
});
