import { describe, expect, it } from 'vitest';
import { pageFromHtml } from './pageFromHtml';

const PAGE = `<!doctype html><html><head><title>Setup - Rides</title>
<script>window.track = "head script"</script></head><body><div class="md-container">
<nav class="md-nav md-nav--primary"><a href="../">Home</a></nav>
<div class="md-content"><article class="md-content__inner md-typeset">
<h1 id="setup">Setup<a class="headerlink" href="#setup">¶</a></h1>
<p>Before you start.</p>
<h2 id="install">Install <code>rides</code><a class="headerlink" href="#install">¶</a></h2>
<p>Run this:</p><pre><code>npm install rides &amp;&amp; rides init</code></pre>
<script>document.cookie = "stolen"</script>
<h4 id="deep">Deep detail</h4><p>Still part of install.</p>
<h3 id="linux">On Linux</h3><p>Use the package.</p>
<h2>No anchor</h2><p>Belongs to linux.</p>
</article></div><footer>Copyright footer</footer></div></body></html>`;

describe('pageFromHtml', async () => {
  it('reads the article: title, text and each h2/h3 with an id as a section', async () => {
    const page = await pageFromHtml(PAGE, 'setup/');
    expect(page.path).toBe('setup/');
    expect(page.title).toBe('Setup');
    expect(page.text).toBe(
      'Setup Before you start. Install rides Run this: npm install rides && rides init Deep detail Still part of install. On Linux Use the package. No anchor Belongs to linux.',
    );
    expect(page.sections).toEqual([
      {
        id: 'install',
        title: 'Install rides',
        text: 'Run this: npm install rides && rides init Deep detail Still part of install.',
      },
      { id: 'linux', title: 'On Linux', text: 'Use the package. No anchor Belongs to linux.' },
    ]);
    const all = JSON.stringify(page);
    for (const hidden of ['stolen', 'head script', 'Copyright', 'Home']) {
      expect(all).not.toContain(hidden);
    }
  });

  it('takes the title from <title> without the site name when there is no h1', async () => {
    const html =
      '<html><head><title>Guide &amp; tips - Rides</title></head><body><p>x</p></body></html>';
    expect((await pageFromHtml(html, 'guide/')).title).toBe('Guide & tips');
    expect(await pageFromHtml('<p>only text</p>', 'bare/')).toMatchObject({
      title: 'bare/',
      text: 'only text',
    });
  });

  it('bounds every text and the number of sections', async () => {
    const sections = Array.from(
      { length: 150 },
      (_, index) => `<h2 id="s${index}">S${index}</h2><p>${'word '.repeat(1_000)}</p>`,
    );
    const page = await pageFromHtml(`<article>${sections.join('')}</article>`, '');
    expect(page.sections).toHaveLength(100);
    expect(page.text.length).toBeLessThanOrEqual(2_000);
    expect(Math.max(...page.sections.map(section => section.text.length))).toBeLessThanOrEqual(
      2_000,
    );
  });

  it('gives the event loop turns while it reads a large page', async () => {
    const html = `<article>${'<p>a <b>b</b> c</p>'.repeat(100_000)}</article>`;
    const order: string[] = [];
    const reading = pageFromHtml(html, '').then(() => order.push('read'));
    setImmediate(() => order.push('other work'));
    await reading;
    expect(order).toEqual(['other work', 'read']);
  });

  it('keeps hostile ids and titles as plain text', async () => {
    const html = `<article><h2 id='"><img src=x onerror=alert(1)>'>Title<script>alert(2)</script></h2>
      <p>Body<iframe src="https://evil.example">frame text</iframe></p></article>`;
    const page = await pageFromHtml(html, 'x/');
    expect(page.sections).toEqual([
      { id: '"><img src=x onerror=alert(1)>', title: 'Title', text: 'Body' },
    ]);
  });
});
