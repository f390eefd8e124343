import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashDocsSource } from './hashDocsSource';
import { writeSourceTree, type SourceTree } from './testing/writeSourceTree';

let tree: SourceTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

describe('hashDocsSource', () => {
  it('changes when a docs file or the configuration changes or moves, not otherwise', async () => {
    tree = await writeSourceTree({
      'mkdocs.yml': 'site_name: S\n',
      'docs/index.md': '# Home',
      'docs/img/logo.svg': '<svg/>',
      'README.md': 'outside the docs: not part of the site',
    });
    const { dir } = tree;
    const first = await hashDocsSource(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await hashDocsSource(dir)).toBe(first);

    await writeFile(path.join(dir, 'README.md'), 'edited');
    expect(await hashDocsSource(dir)).toBe(first);

    await writeFile(path.join(dir, 'docs/img/logo.svg'), '<svg></svg>');
    const second = await hashDocsSource(dir);
    expect(second).not.toBe(first);

    await rename(path.join(dir, 'docs/index.md'), path.join(dir, 'docs/home.md'));
    const third = await hashDocsSource(dir);
    expect(third).not.toBe(second);

    await writeFile(path.join(dir, 'mkdocs.yml'), 'site_name: Renamed\n');
    expect(await hashDocsSource(dir)).not.toBe(third);
  });

  it('fingerprints sources that cannot be built', async () => {
    tree = await writeSourceTree({ 'mkdocs.yml': 'site_name: [broken' });
    const broken = await hashDocsSource(tree.dir);
    await writeFile(path.join(tree.dir, 'mkdocs.yml'), 'site_name: [broken, still');
    expect(await hashDocsSource(tree.dir)).not.toBe(broken);
  });
});
