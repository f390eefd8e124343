import { docsAppPath, docsAssetUrl, type DocsLocation } from '../../page/docsLinks';

/** Marks a link the article follows inside the app: its value is the app path. */
export const DOCS_PATH_ATTRIBUTE = 'data-docs-path';

/**
 * A copy of the sanitised article ready to show at `location`: images and frames load from the
 * server's copy of the site, and links to other pages of it carry their app path (so opening
 * one in a new tab works too, and a click is taken over by the reader).
 */
export function prepareArticle(
  article: HTMLElement,
  location: DocsLocation,
  /** The href of an app path (with the app's base path). */
  toHref: (path: string) => string,
): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const child of Array.from(article.childNodes)) {
    fragment.append(document.importNode(child, true));
  }
  for (const element of Array.from(
    fragment.querySelectorAll('img[src], iframe[src], source[src]'),
  )) {
    element.setAttribute('src', docsAssetUrl(element.getAttribute('src') ?? '', location));
  }
  for (const element of Array.from(fragment.querySelectorAll('img[srcset], source[srcset]'))) {
    element.setAttribute('srcset', resolveSrcset(element.getAttribute('srcset') ?? '', location));
  }
  // Images outside links open in the lightbox, by keyboard as well as by mouse.
  for (const image of Array.from(fragment.querySelectorAll('img'))) {
    if (!image.closest('a')) image.setAttribute('tabindex', '0');
  }
  for (const link of Array.from(fragment.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('#') || link.hasAttribute('target')) continue;
    const path = docsAppPath(href, location);
    if (path === undefined) {
      link.setAttribute('href', docsAssetUrl(href, location));
    } else {
      link.setAttribute('href', toHref(path));
      link.setAttribute(DOCS_PATH_ATTRIBUTE, path);
    }
  }
  return fragment;
}

/** `a.png 1x, b.png 2x` with each image's URL resolved against the page. */
function resolveSrcset(srcset: string, location: DocsLocation): string {
  return srcset
    .split(',')
    .map(candidate => {
      const [url = '', ...descriptors] = candidate.trim().split(/\s+/);
      return [docsAssetUrl(url, location), ...descriptors].join(' ');
    })
    .join(', ');
}

/** The text a code block's copy button copies: the code, without the button's own text. */
export function codeBlocks(root: Element): { pre: HTMLElement; text: string }[] {
  return Array.from(root.querySelectorAll<HTMLElement>('pre'))
    .filter(pre => pre.querySelector('code') && !pre.classList.contains('mermaid'))
    .map(pre => ({ pre, text: pre.querySelector('code')?.textContent ?? '' }));
}
