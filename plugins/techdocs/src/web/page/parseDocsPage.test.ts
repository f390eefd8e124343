import { describe, expect, it } from 'vitest';
import { samplePage } from '../testing/samplePage';
import { parseDocsPage } from './parseDocsPage';

function parse(html: string) {
  return parseDocsPage(new DOMParser().parseFromString(html, 'text/html'));
}

describe('parseDocsPage', () => {
  it('reads the title, navigation, table of contents and article of a built page', () => {
    const page = parse(
      samplePage({
        head: '<meta name="atrium:edit-url" content="https://github.com/a/b/edit/main/docs/x.md">',
      }),
    );
    expect(page.title).toBe('Install');
    expect(page.nav.map(item => item.title)).toEqual(['Home', 'Guide']);
    expect(page.nav[1]).toMatchObject({ title: 'Guide', active: true, href: undefined });
    expect(page.nav[1]?.children.map(item => [item.title, item.href, item.active])).toEqual([
      ['Install', './', true],
      ['Other', '../other/', false],
    ]);
    expect(page.toc[0]?.children[0]).toMatchObject({ title: 'Usage', href: '#usage' });
    expect(page.article?.querySelector('h1')?.textContent).toBe('Install');
    expect(page.editUrl).toBe('https://github.com/a/b/edit/main/docs/x.md');
  });

  it('takes a section holding the active page for active, as the builder marks only the page', () => {
    const page = parse(`<html><body>
      <nav class="md-nav md-nav--primary"><ul class="md-nav__list">
        <li class="md-nav__item"><a class="md-nav__link" href="../../">Overview</a></li>
        <li class="md-nav__item md-nav__item--nested"><label class="md-nav__link">Runbooks</label>
          <nav class="md-nav"><ul class="md-nav__list">
            <li class="md-nav__item"><a class="md-nav__link" href="../stuck/">Stuck trips</a></li>
            <li class="md-nav__item md-nav__item--active"><a class="md-nav__link" href="./">On-call</a></li>
          </ul></nav>
        </li>
      </ul></nav>
      <article class="md-content__inner md-typeset"><h1>On-call</h1></article>
    </body></html>`);

    expect(page.nav.map(item => [item.title, item.active])).toEqual([
      ['Overview', false],
      ['Runbooks', true],
    ]);
  });

  it("reads the theme's own markup of sections, the active page and its nested toc", () => {
    const page = parse(`<html><head><title>Setup - Site</title></head><body>
      <nav class="md-nav md-nav--primary" aria-label="Site">
        <label class="md-nav__title" for="__drawer">Site</label>
        <ul class="md-nav__list">
          <li class="md-nav__item md-nav__item--active md-nav__item--nested">
            <input class="md-nav__toggle md-toggle" type="checkbox" id="__nav_2" checked>
            <div class="md-nav__link md-nav__container">
              <a href="../" class="md-nav__link"><span class="md-ellipsis">Guide</span></a>
              <label class="md-nav__link" for="__nav_2"><span class="md-nav__icon"></span></label>
            </div>
            <nav class="md-nav" aria-label="Guide"><ul class="md-nav__list">
              <li class="md-nav__item md-nav__item--active">
                <input class="md-nav__toggle md-toggle" type="checkbox" id="__toc">
                <label class="md-nav__link md-nav__link--active" for="__toc">Setup</label>
                <a href="./" class="md-nav__link md-nav__link--active"><span class="md-ellipsis">Setup</span></a>
                <nav class="md-nav md-nav--secondary" aria-label="Table of contents">
                  <ul class="md-nav__list"><li class="md-nav__item"><a href="#a" class="md-nav__link">A</a></li></ul>
                </nav>
              </li>
            </ul></nav>
          </li>
        </ul>
      </nav>
      <div class="md-content"><article class="md-content__inner md-typeset"><h1>Setup</h1></article></div>
    </body></html>`);

    expect(page.title).toBe('Setup');
    expect(page.nav).toEqual([
      {
        title: 'Guide',
        href: '../',
        active: true,
        children: [{ title: 'Setup', href: './', active: true, children: [] }],
      },
    ]);
    expect(page.toc[0]).toMatchObject({ title: 'A', href: '#a' });
    expect(page.editUrl).toBeUndefined();
  });

  it('shows the whole body of a page built with another theme', () => {
    const page = parse('<html><body><h1>Plain</h1><p>Text</p></body></html>');
    expect(page.nav).toEqual([]);
    expect(page.article?.querySelector('h1')?.textContent).toBe('Plain');
  });
});
