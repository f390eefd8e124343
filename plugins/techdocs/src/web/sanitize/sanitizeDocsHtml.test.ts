import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './inlineSvgImages';
import { executableParts, xssCorpus } from '../testing/xssCorpus';
import { sanitizeDocsHtml } from './sanitizeDocsHtml';

describe('sanitizeDocsHtml', () => {
  it.each(Object.entries(xssCorpus))('leaves nothing executable of %s', (_, html) => {
    const document = sanitizeDocsHtml(`<html><head></head><body>${html}</body></html>`);
    expect(executableParts(document)).toEqual([]);
  });

  it('keeps the page itself: nav, article, tables with alignment, tabs with their radios', () => {
    const document = sanitizeDocsHtml(
      '<nav class="md-nav md-nav--primary"><a class="md-nav__link" href="../a/">A</a></nav>' +
        '<article class="md-content__inner md-typeset"><h1 id="t">T</h1>' +
        '<table><tr><td style="text-align:right">1</td></tr></table>' +
        '<div class="tabbed-set"><input type="radio" name="s" id="s1" checked>' +
        '<label for="s1">One</label></div></article>',
    );
    expect(document.querySelector('.md-nav--primary a')?.getAttribute('href')).toBe('../a/');
    expect(document.querySelector('td')?.getAttribute('style')).toBe('text-align:right');
    expect(document.querySelector('input[type=radio]')).not.toBeNull();
    expect(document.querySelector('h1')?.id).toBe('t');
  });

  it('keeps the theme stylesheet and font hosts, and drops other styles', () => {
    const document = sanitizeDocsHtml(
      '<html><head>' +
        '<link rel="stylesheet" href="../assets/stylesheets/main.1a2b.min.css">' +
        '<link rel="stylesheet" href="https://fonts.googleapis.com/css?family=Roboto">' +
        '<link rel="stylesheet" href="https://cdn.example/other.css">' +
        '<link rel="stylesheet" href="extra.css">' +
        '</head><body></body></html>',
    );
    expect(
      Array.from(document.querySelectorAll('link')).map(link => link.getAttribute('href')),
    ).toEqual([
      '../assets/stylesheets/main.1a2b.min.css',
      'https://fonts.googleapis.com/css?family=Roboto',
    ]);
  });

  it('keeps iframes only from the configured hosts', () => {
    const document = sanitizeDocsHtml(
      '<iframe src="https://www.youtube.com/embed/x"></iframe>' +
        '<iframe src="https://evil.example/"></iframe>',
      { allowedIframeHosts: ['www.youtube.com'] },
    );
    expect(
      Array.from(document.querySelectorAll('iframe')).map(frame => frame.getAttribute('src')),
    ).toEqual(['https://www.youtube.com/embed/x']);
  });

  it('keeps other meta tags, with http-equiv and content', () => {
    const document = sanitizeDocsHtml(
      '<html><head><meta name="atrium:edit-url" content="https://github.com/o/r/edit/main/docs/a.md">' +
        '<meta http-equiv="content-language" content="en"></head><body></body></html>',
    );
    expect(document.querySelector('meta[name="atrium:edit-url"]')?.getAttribute('content')).toBe(
      'https://github.com/o/r/edit/main/docs/a.md',
    );
    expect(document.querySelector('meta[http-equiv]')?.getAttribute('content')).toBe('en');
  });

  it('opens links to other sites in a new tab and keeps relative links as they are', () => {
    const document = sanitizeDocsHtml(
      '<a href="https://example.com/">out</a><a href="../other/#x">in</a><a href="#top">top</a>',
    );
    const [out, inside, top] = Array.from(document.querySelectorAll('a'));
    expect(out?.getAttribute('target')).toBe('_blank');
    expect(out?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(top?.getAttribute('href')).toBe('#top');
  });

  it('replaces a link it cannot parse by its text', () => {
    const document = sanitizeDocsHtml('<p><a href="http://[broken">broken link</a></p>');
    expect(document.querySelector('a')).toBeNull();
    expect(document.querySelector('p')?.textContent).toBe('broken link');
  });
});

describe('sanitizeSvg', () => {
  it('keeps the drawing and drops scripts and handlers', () => {
    const svg = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>' +
        '<text dominant-baseline="middle">Hi</text><a href="javascript:alert(1)">x</a></svg>',
    );
    expect(svg?.querySelector('text')?.getAttribute('dominant-baseline')).toBe('middle');
    expect(svg?.querySelector('script')).toBeNull();
    expect(svg?.hasAttribute('onload')).toBe(false);
    expect(svg?.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it("drops an SVG's style sheet, which would style the whole page", () => {
    const svg = sanitizeSvg('<svg><style>body { display: none }</style><rect/></svg>');
    expect(svg?.querySelector('style')).toBeNull();
    expect(svg?.querySelector('rect')).not.toBeNull();
  });

  it('answers nothing for a file that is no SVG', () => {
    expect(sanitizeSvg('<p>not an svg</p>')).toBeUndefined();
  });
});
