import { describe, expect, it } from 'vitest';
import { resolveSafeChildPath } from './resolveSafeChildPath';

describe('resolveSafeChildPath', () => {
  it('resolves paths inside the base', () => {
    expect(resolveSafeChildPath('/ws', 'a/b')).toBe('/ws/a/b');
    expect(resolveSafeChildPath('/ws', './')).toBe('/ws');
    expect(resolveSafeChildPath('/ws', 'a/../b')).toBe('/ws/b');
    expect(resolveSafeChildPath('/ws', '..foo')).toBe('/ws/..foo');
  });

  it.each(['..', '../x', 'a/../../x', '/etc/passwd', '/ws2/x'])('refuses %s', child => {
    expect(() => resolveSafeChildPath('/ws', child)).toThrow(
      /is not allowed to refer to a directory outside the workspace/,
    );
  });
});
