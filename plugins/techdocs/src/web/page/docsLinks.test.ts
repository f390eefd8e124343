import { describe, expect, it } from 'vitest';
import { docsAppPath, docsAssetUrl, type DocsLocation } from './docsLinks';
import { docsTitle } from './docsTitle';
import { isSamePage, redirectPath } from './redirectPath';
import { routeBaseOf } from './routeBase';

const site = 'http://localhost:7007/api/techdocs/static/docs/default/component/rides/';
const location: DocsLocation = {
  siteUrl: site,
  pageUrl: `${site}guide/install/`,
  routeBase: '/docs/default/component/rides',
};

describe('docsAppPath', () => {
  it.each([
    ['../other/', '/docs/default/component/rides/guide/other/'],
    ['../../', '/docs/default/component/rides/'],
    ['../../index.html#top', '/docs/default/component/rides/#top'],
    ['sub/#part', '/docs/default/component/rides/guide/install/sub/#part'],
  ])('takes %s to %s', (href, path) => {
    expect(docsAppPath(href, location)).toBe(path);
  });

  it.each([
    ['https://example.com/'],
    ['../../files/report.pdf'],
    ['mailto:a@b.c'],
    ['../../../../x/'],
  ])('leaves %s to the browser', href => {
    expect(docsAppPath(href, location)).toBeUndefined();
  });

  it('resolves images against the page', () => {
    expect(docsAssetUrl('../img/a.png', location)).toBe(`${site}guide/img/a.png`);
  });
});

describe('redirectPath', () => {
  it('follows a redirect inside the site and sends any other one to the docs root', () => {
    expect(redirectPath('../new/', location)).toBe('/docs/default/component/rides/guide/new/');
    expect(redirectPath('https://evil.example/', location)).toBe('/docs/default/component/rides/');
    expect(redirectPath('javascript:alert(1)', location)).toBe('/docs/default/component/rides/');
  });

  it('compares pages without trailing slashes and anchors', () => {
    expect(isSamePage('/docs/a/b/c/new/#x', '/docs/a/b/c/new')).toBe(true);
    expect(isSamePage('/docs/a/b/c/new/', '/docs/a/b/c/old/')).toBe(false);
  });
});

describe('routeBaseOf', () => {
  it.each([
    ['/docs/default/component/x/guide/install/', 'guide/install/', '/docs/default/component/x'],
    ['/docs/default/component/x/', '', '/docs/default/component/x'],
    ['/catalog/default/component/x/docs/guide', 'guide', '/catalog/default/component/x/docs'],
  ])('finds the root of %s', (pathname, page, base) => {
    expect(routeBaseOf(pathname, page)).toBe(base);
  });
});

describe('docsTitle', () => {
  it('names up to three segments of the path, the site and the app', () => {
    expect(docsTitle('a/b-c/d/e_f/', 'Rides', 'Atrium')).toBe('E f | D | B c | Rides | Atrium');
    expect(docsTitle('', 'Rides', 'Atrium')).toBe('Rides | Atrium');
  });
});
