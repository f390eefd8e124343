import { describe, expect, it } from 'vitest';
import type { DocsLocation } from '../../page/docsLinks';
import { codeBlocks, DOCS_PATH_ATTRIBUTE, prepareArticle } from './prepareArticle';

const site = 'http://backend/api/techdocs/static/docs/default/component/rides/';
const location: DocsLocation = {
  siteUrl: site,
  pageUrl: `${site}guide/`,
  routeBase: '/docs/default/component/rides',
};

function prepared(html: string): HTMLElement {
  const article = document.createElement('article');
  article.innerHTML = html;
  const root = document.createElement('div');
  root.append(prepareArticle(article, location, path => `/portal${path}`));
  return root;
}

describe('prepareArticle', () => {
  it('gives links to pages of the site their app path, under the app base path', () => {
    const link = prepared('<a href="../other/#x">o</a>').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/portal/docs/default/component/rides/other/#x');
    expect(link?.getAttribute(DOCS_PATH_ATTRIBUTE)).toBe('/docs/default/component/rides/other/#x');
  });

  it("sends links to the site's files to the server, and leaves anchors alone", () => {
    const root = prepared('<a href="files/a.pdf">pdf</a><a href="#top">top</a>');
    const [file, anchor] = Array.from(root.querySelectorAll('a'));
    expect(file?.getAttribute('href')).toBe(`${site}guide/files/a.pdf`);
    expect(file?.hasAttribute(DOCS_PATH_ATTRIBUTE)).toBe(false);
    expect(anchor?.getAttribute('href')).toBe('#top');
  });

  it('resolves image sources and source sets against the page, and makes images focusable', () => {
    const image = prepared(
      '<img src="a.png" srcset="a.png 1x, ../b.png 2x" alt="A">',
    ).querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${site}guide/a.png`);
    expect(image?.getAttribute('srcset')).toBe(`${site}guide/a.png 1x, ${site}b.png 2x`);
    expect(image?.getAttribute('tabindex')).toBe('0');
  });

  it('finds the code blocks to copy, leaving diagrams out', () => {
    const root = prepared(
      '<pre><code>npm test</code></pre><pre class="mermaid"><code>graph TD</code></pre>',
    );
    expect(codeBlocks(root).map(block => block.text)).toEqual(['npm test']);
  });
});
