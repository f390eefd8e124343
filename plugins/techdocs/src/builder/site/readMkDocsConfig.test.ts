import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSourceTree, type SourceTree } from '../testing/writeSourceTree';
import { readMkDocsConfig } from './readMkDocsConfig';

let tree: SourceTree | undefined;
afterEach(async () => {
  await tree?.remove();
  tree = undefined;
});

async function read(files: Record<string, string>) {
  tree = await writeSourceTree({ 'docs/index.md': '# H', ...files });
  return readMkDocsConfig(tree.dir);
}

describe('readMkDocsConfig', () => {
  it('reads the settings the builder uses and tolerates MkDocs tags', async () => {
    const config = await read({
      'mkdocs.yml': [
        'site_name: Rides service',
        'site_description: How rides work',
        'repo_url: https://github.com/acme/rides',
        'edit_uri: edit/main/docs/',
        'plugins: [techdocs-core]',
        'markdown_extensions:',
        '  - admonition',
        '  - toc: { permalink: true }',
        '  - pymdownx.superfences:',
        '      custom_fences:',
        '        - name: mermaid',
        '          class: mermaid',
        '          format: !!python/name:pymdownx.superfences.fence_code_format',
        'extra:',
        '  analytics: !ENV [ANALYTICS_KEY, none]',
        '  token: !ENV SECRET_TOKEN',
      ].join('\n'),
    });
    expect(config).toMatchObject({
      fileName: 'mkdocs.yml',
      siteName: 'Rides service',
      siteDescription: 'How rides work',
      docsDir: `${tree!.dir}/docs`,
      docsDirSetting: 'docs',
      repoUrl: 'https://github.com/acme/rides',
      editUri: 'edit/main/docs/',
    });
    expect(config.nav).toBeUndefined();
  });

  it('never reads the environment into the site: !ENV gives its default', async () => {
    process.env.ATRIUM_TEST_SECRET = 'secret value';
    try {
      const config = await read({
        'mkdocs.yml':
          'site_name: !ENV [ATRIUM_TEST_SECRET, Public name]\nsite_description: !ENV ATRIUM_TEST_SECRET\n',
      });
      expect(config.siteName).toBe('Public name');
      expect(config.siteDescription).toBe('');
    } finally {
      delete process.env.ATRIUM_TEST_SECRET;
    }
  });

  it('reads mkdocs.yaml and a custom docs_dir', async () => {
    const config = await read({ 'mkdocs.yaml': 'site_name: S\ndocs_dir: docs\n' });
    expect(config.fileName).toBe('mkdocs.yaml');
  });

  it('refuses a mkdocs.yml linking to outside the sources', async () => {
    const outside = await writeSourceTree({ 'mkdocs.yml': 'site_name: Elsewhere' });
    try {
      tree = await writeSourceTree({ 'docs/index.md': '# H' });
      await symlink(path.join(outside.dir, 'mkdocs.yml'), path.join(tree.dir, 'mkdocs.yml'));
      await expect(readMkDocsConfig(tree.dir)).rejects.toThrow(
        new InputError('mkdocs.yml is a link to outside the source directory'),
      );
    } finally {
      await outside.remove();
    }
  });

  it.each([
    [{ 'mkdocs.yml': 'site_name: [unclosed' }, /^mkdocs.yml is not valid YAML: /],
    [{ 'mkdocs.yml': 'site_description: nameless' }, /^mkdocs.yml: site_name is required$/],
    [{ 'mkdocs.yaml': '- a list' }, /^mkdocs.yaml must be a mapping of settings$/],
    [{ 'mkdocs.yml': 'site_name: S\nnav: index.md' }, /^mkdocs.yml: nav must be a list$/],
    [
      { 'mkdocs.yml': 'site_name: S\ndocs_dir: missing' },
      /^mkdocs.yml: docs_dir missing does not exist$/,
    ],
    [
      { 'mkdocs.yml': 'site_name: S\ndocs_dir: /etc' },
      /^mkdocs.yml: docs_dir \/etc must be a directory inside/,
    ],
    [
      { 'mkdocs.yml': 'site_name: S\ndocs_dir: .' },
      /^mkdocs.yml: docs_dir \. must be a directory inside/,
    ],
    [{ 'README.md': 'no config' }, /^No mkdocs.yml or mkdocs.yaml found in /],
  ])('rejects %j', async (files, message) => {
    const attempt = read(files);
    await expect(attempt).rejects.toBeInstanceOf(InputError);
    await expect(attempt).rejects.toThrow(message);
  });
});
