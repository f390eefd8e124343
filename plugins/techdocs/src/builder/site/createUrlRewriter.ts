import path from 'node:path';
import { isAbsoluteUrl } from './isAbsoluteUrl';
import { isMarkdownPath } from './markdownPath';
import { pageUrlOf, relativeUrl } from './pageUrls';

export interface UrlRewriterOptions {
  /** The page whose links are rewritten, relative to the docs directory. */
  pagePath: string;
  pages: ReadonlySet<string>;
  onWarning: (line: string) => void;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Rewrites a link or image URL of one page as MkDocs does with directory URLs: a relative `.md`
 * target becomes the target page's URL, any other relative path stays the same file, both
 * relative to the page's own URL. Absolute URLs, root paths and `#anchors` stay as written. A
 * path leaving the docs directory yields undefined (the caller drops it) and a warning: such a
 * URL would point into the portal around the site.
 */
export function createUrlRewriter({ pagePath, pages, onWarning }: UrlRewriterOptions) {
  const pageUrl = pageUrlOf(pagePath);
  return (written: string): string | undefined => {
    // Browsers strip the whitespace around a URL attribute, so `  javascript:` is a scheme too.
    const url = written.trim();
    if (url === '' || url.startsWith('#') || url.startsWith('/') || isAbsoluteUrl(url)) {
      return url;
    }
    const split = url.search(/[?#]/);
    const pathPart = split < 0 ? url : url.slice(0, split);
    const suffix = split < 0 ? '' : url.slice(split);
    // `?query` or `#anchor` alone stays on the page.
    if (pathPart === '') return url;
    const target = decode(pathPart).replace(/\\/g, '/');
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(pagePath), target));
    if (resolved === '..' || resolved.startsWith('../')) {
      onWarning(`Warning: ${pagePath}: ${url} points outside the docs directory and was removed`);
      return undefined;
    }
    let site = resolved === '.' || resolved === './' ? '' : resolved;
    if (isMarkdownPath(site)) {
      if (!pages.has(site)) {
        onWarning(`Warning: ${pagePath}: ${url} is not a page of the site`);
      }
      site = pageUrlOf(site);
    }
    return encodeURI(relativeUrl(pageUrl, site)) + suffix;
  };
}
