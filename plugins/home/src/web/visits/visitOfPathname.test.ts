import { describe, expect, it } from 'vitest';
import { MAX_PATHNAME_LENGTH } from '../../shared';
import { visitOfPathname } from './visitOfPathname';

describe('visitOfPathname', () => {
  it('records the path, with the entity ref on entity pages', () => {
    expect(visitOfPathname('/docs')).toEqual({ pathname: '/docs' });
    expect(visitOfPathname('/catalog/default/system/Podcast/diagram')).toEqual({
      pathname: '/catalog/default/system/Podcast/diagram',
      entityRef: 'system:default/Podcast',
    });
  });

  it('percent-encodes what the server keeps encoded, and leaves escapes as they are', () => {
    expect(visitOfPathname('/search/café menu')).toEqual({ pathname: '/search/caf%C3%A9%20menu' });
    expect(visitOfPathname('/search/caf%C3%A9')).toEqual({ pathname: '/search/caf%C3%A9' });
    expect(visitOfPathname('//evil.example/x')).toEqual({ pathname: '//evil.example/x' });
  });

  it('skips a path too long to record', () => {
    expect(visitOfPathname(`/${'a'.repeat(MAX_PATHNAME_LENGTH - 1)}`)).toBeDefined();
    expect(visitOfPathname(`/${'a'.repeat(MAX_PATHNAME_LENGTH)}`)).toBeUndefined();
  });
});
