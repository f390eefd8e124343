import { describe, expect, it } from 'vitest';
import { portalLink } from './portalLink';

describe('portalLink', () => {
  it('reads a link without a leading slash as a path of the portal', () => {
    expect(portalLink('catalog/default/component/rides')).toBe('/catalog/default/component/rides');
    expect(portalLink('?tab=ci')).toBe('/?tab=ci');
  });

  it('keeps paths and http(s) URLs', () => {
    expect(portalLink('/create/tasks/t-1')).toBe('/create/tasks/t-1');
    expect(portalLink('https://ci.example.com/builds/42')).toBe('https://ci.example.com/builds/42');
    expect(portalLink('http://ci.example.com')).toBe('http://ci.example.com');
  });

  it("refuses scripts, other schemes and another host's path", () => {
    expect(() => portalLink('javascript:alert(1)')).toThrow('only http(s) links are allowed');
    expect(() => portalLink('mailto:a@example.com')).toThrow('only http(s) links are allowed');
    expect(() => portalLink('//elsewhere.example.com/x')).toThrow(
      'give a path of the portal or an http(s) URL',
    );
  });
});
