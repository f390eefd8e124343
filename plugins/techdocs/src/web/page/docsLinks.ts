/** Where a page is, both as the server serves it and as the app shows it. */
export interface DocsLocation {
  /** The site's root directory URL on the server (`docsStaticUrl(entity, '')`). */
  siteUrl: string;
  /** The page's directory URL on the server, which its relative links and images start from. */
  pageUrl: string;
  /** The app path of the docs root, without a trailing slash (`/docs/default/component/x`). */
  routeBase: string;
}

/**
 * The app path a link of the page leads to, when it leads to a page of the same site; undefined
 * for anything else (other sites, mail, files the site serves as downloads).
 */
export function docsAppPath(href: string, location: DocsLocation): string | undefined {
  const url = safeUrl(href, location.pageUrl);
  const site = safeUrl(location.siteUrl);
  if (!url || !site || url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) {
    return undefined;
  }
  let rest = url.pathname.slice(site.pathname.length);
  if (rest.endsWith('index.html')) rest = rest.slice(0, -'index.html'.length);
  else if (rest !== '' && !rest.endsWith('/') && /\.[a-z\d]+$/i.test(rest)) return undefined;
  return `${location.routeBase}/${decodeURIComponent(rest)}${url.search}${url.hash}`;
}

/** An image or iframe source of the page, as an absolute URL the browser can load. */
export function docsAssetUrl(src: string, location: DocsLocation): string {
  return safeUrl(src, location.pageUrl)?.href ?? src;
}

function safeUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
