// @vitest-environment jsdom
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from './buildSite';
import { sanitizeDocsHtml } from '../web/sanitize/sanitizeDocsHtml';
import { executableParts, xssCorpus } from '../web/testing/xssCorpus';

/**
 * The corpus written into Markdown, built as the server builds it, then sanitised as the reader
 * does: the builder passes raw HTML through, so the pair is what must leave nothing that runs.
 */
describe('built pages through the sanitiser', () => {
  let root: string;
  const pages = Object.keys(xssCorpus).map((name, index) => ({ name, file: `attack-${index}` }));

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'docs-xss-'));
    await fs.mkdir(path.join(root, 'docs'));
    await fs.writeFile(path.join(root, 'mkdocs.yml'), 'site_name: Attacks\n');
    await fs.writeFile(path.join(root, 'docs', 'index.md'), '# Attacks\n');
    for (const { name, file } of pages) {
      const markdown = [
        `# ${name}`,
        '',
        xssCorpus[name],
        '',
        '[a link](javascript:alert(1)) and ![an image](javascript:alert(2))',
        '',
        '<a href="data:text/html,<script>alert(3)</script>">data</a>',
        '',
      ].join('\n');
      await fs.writeFile(path.join(root, 'docs', `${file}.md`), markdown);
    }
    await buildSite({ sourceDir: root, outputDir: path.join(root, 'site') });
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('leaves nothing executable on any built page', async () => {
    for (const { name, file } of pages) {
      const html = await fs.readFile(path.join(root, 'site', file, 'index.html'), 'utf8');
      const document = sanitizeDocsHtml(html);
      expect(executableParts(document), name).toEqual([]);
      const hrefs = Array.from(document.querySelectorAll('[href], [src]')).map(
        element => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
      );
      expect(
        hrefs.filter(href => /^\s*(data:text|javascript:)/i.test(href)),
        name,
      ).toEqual([]);
    }
  });
});
