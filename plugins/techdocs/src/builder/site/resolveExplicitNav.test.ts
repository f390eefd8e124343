import { InputError } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import { resolveExplicitNav } from './resolveExplicitNav';

const options = (warnings: string[] = []) => ({
  fileName: 'mkdocs.yml',
  pages: new Set(['index.md', 'a/b.md']),
  titleOf: (path: string) => `title of ${path}`,
  onWarning: (line: string) => warnings.push(line),
});

describe('resolveExplicitNav', () => {
  it('resolves pages, titled pages, sections and links', () => {
    expect(
      resolveExplicitNav(
        ['index.md', { Section: [{ B: './a/b.md' }, { Docs: 'https://example.com' }] }],
        options(),
      ),
    ).toEqual([
      { kind: 'page', title: 'title of index.md', path: 'index.md' },
      {
        kind: 'section',
        title: 'Section',
        children: [
          { kind: 'page', title: 'B', path: 'a/b.md' },
          { kind: 'link', title: 'Docs', url: 'https://example.com' },
        ],
      },
    ]);
  });

  it('leaves out missing pages with a warning', () => {
    const warnings: string[] = [];
    expect(resolveExplicitNav(['gone.md'], options(warnings))).toEqual([]);
    expect(warnings).toEqual([
      'Warning: mkdocs.yml: nav entry gone.md is not a page of the docs directory',
    ]);
  });

  it.each(['../../etc/passwd', '/etc/passwd', 'a/../../x.md', '..\\..\\x.md'])(
    'rejects %s, which leaves the docs directory',
    entry => {
      expect(() => resolveExplicitNav([{ Bad: entry }], options())).toThrow(
        new InputError(`mkdocs.yml: nav entry ${entry} points outside the docs directory`),
      );
    },
  );

  it('rejects entries of another shape', () => {
    expect(() => resolveExplicitNav([42], options())).toThrow(/mkdocs.yml: nav entry 42 must be/);
    expect(() => resolveExplicitNav([{ A: 'a.md', B: 'b.md' }], options())).toThrow(InputError);
  });
});
