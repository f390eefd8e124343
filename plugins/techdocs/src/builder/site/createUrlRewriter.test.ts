import { describe, expect, it } from 'vitest';
import { createUrlRewriter } from './createUrlRewriter';

const pages = new Set(['a/b.md', 'a/c.md', 'x.md', 'a/sub/index.md', 'index.md']);

function rewriterFor(pagePath: string) {
  const warnings: string[] = [];
  const rewrite = createUrlRewriter({ pagePath, pages, onWarning: line => warnings.push(line) });
  return { rewrite, warnings };
}

describe('createUrlRewriter', () => {
  it('rewrites links to pages into directory URLs relative to the page', () => {
    const { rewrite, warnings } = rewriterFor('a/b.md');
    expect(rewrite('c.md')).toBe('../c/');
    expect(rewrite('../x.md#part')).toBe('../../x/#part');
    expect(rewrite('sub/index.md')).toBe('../sub/');
    expect(rewrite('../index.md')).toBe('../../');
    expect(rewrite('b.md#self')).toBe('./#self');
    expect(warnings).toEqual([]);
  });

  it('rewrites assets relative to the page URL', () => {
    const { rewrite } = rewriterFor('a/b.md');
    expect(rewrite('img/shot.png')).toBe('../img/shot.png');
    expect(rewrite('../assets/logo.svg')).toBe('../../assets/logo.svg');
    expect(rewrite('my%20diagram.png')).toBe('../my%20diagram.png');
    expect(rewriterFor('index.md').rewrite('img/shot.png')).toBe('img/shot.png');
  });

  it('keeps absolute URLs, root paths and anchors', () => {
    const { rewrite } = rewriterFor('a/b.md');
    for (const url of [
      'https://example.com/a.md',
      'mailto:x@y.z',
      '//cdn/x.png',
      '/catalog',
      '#top',
    ]) {
      expect(rewrite(url)).toBe(url);
    }
  });

  it('reads a scheme behind whitespace as a scheme, as browsers do, leaving it to the sanitiser', () => {
    const { rewrite } = rewriterFor('a/b.md');
    expect(rewrite('  JaVaScRiPt:alert(1)')).toBe('JaVaScRiPt:alert(1)');
    expect(rewrite(' c.md ')).toBe('../c/');
  });

  it('drops paths leaving the docs directory, with a warning', () => {
    const { rewrite, warnings } = rewriterFor('a/b.md');
    expect(rewrite('../../etc/passwd')).toBeUndefined();
    expect(rewrite('../../../secret.md')).toBeUndefined();
    expect(rewrite('..%2F..%2Fetc%2Fpasswd')).toBeUndefined();
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toContain('a/b.md: ../../etc/passwd points outside the docs directory');
  });

  it('warns about links to pages that do not exist', () => {
    const { rewrite, warnings } = rewriterFor('x.md');
    expect(rewrite('missing.md')).toBe('../missing/');
    expect(warnings).toEqual(['Warning: x.md: missing.md is not a page of the site']);
  });
});
