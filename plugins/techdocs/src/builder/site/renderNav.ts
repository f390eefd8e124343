import { PAGE_CLASSES as C } from '../../shared';
import { escapeHtml } from '../markdown/escapeHtml';
import type { PageHeading } from '../markdown/PageEnv';
import type { NavItem } from './NavItem';
import { pageUrlOf } from './pageUrls';

/** The segments of a directory URL: `a/b/` → `['a', 'b']`, the root → `[]`. */
const segmentsOf = (url: string) => url.split('/').filter(Boolean).map(encodeURIComponent);

/** `relativeUrl` for two directory URLs given as segments: it runs for every nav item of every page. */
function relativeDirectoryUrl(from: readonly string[], to: readonly string[]): string {
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const rest = to.slice(common).join('/');
  const url = '../'.repeat(from.length - common) + (rest ? `${rest}/` : '');
  return url || './';
}

type NavPart = string | { path: string; segments: string[]; title: string };

/**
 * The site's primary navigation, prepared once per build: the markup of every page's nav is the
 * same but for the links, relative to the page, and its own item, marked active.
 */
export function createPrimaryNavRenderer(items: readonly NavItem[]): (pagePath: string) => string {
  const parts: NavPart[] = [];
  const list = (entries: readonly NavItem[]) => {
    parts.push(`<ul class="${C.navList}">`);
    for (const item of entries) {
      if (item.kind === 'section') {
        parts.push(
          `<li class="${C.navItem} ${C.navItemNested}"><label class="${C.navLink}">${escapeHtml(item.title)}</label><nav class="md-nav">`,
        );
        list(item.children);
        parts.push('</nav></li>');
      } else if (item.kind === 'link') {
        parts.push(
          `<li class="${C.navItem}"><a class="${C.navLink}" href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a></li>`,
        );
      } else {
        const segments = segmentsOf(pageUrlOf(item.path));
        parts.push({ path: item.path, segments, title: escapeHtml(item.title) });
      }
    }
    parts.push('</ul>');
  };
  list(items);

  return pagePath => {
    const from = segmentsOf(pageUrlOf(pagePath));
    let html = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        html += part;
        continue;
      }
      const href = escapeHtml(relativeDirectoryUrl(from, part.segments));
      html +=
        part.path === pagePath
          ? `<li class="${C.navItem} ${C.navItemActive}"><a class="${C.navLink} md-nav__link--active" href="${href}" aria-current="page">${part.title}</a></li>`
          : `<li class="${C.navItem}"><a class="${C.navLink}" href="${href}">${part.title}</a></li>`;
    }
    return html;
  };
}

interface TocEntry {
  heading: PageHeading;
  children: TocEntry[];
}

/**
 * The page's table of contents: its headings nested by level. A page's single `# title` is the
 * page itself, so the list starts below it, as MkDocs themes show it.
 */
export function renderToc(headings: readonly PageHeading[]): string {
  const h1s = headings.filter(heading => heading.level === 1);
  const shown = h1s.length === 1 && headings[0]?.level === 1 ? headings.slice(1) : headings;
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of shown) {
    const entry: TocEntry = { heading, children: [] };
    while (stack.length > 0 && stack[stack.length - 1]!.heading.level >= heading.level) stack.pop();
    (stack[stack.length - 1]?.children ?? root).push(entry);
    stack.push(entry);
  }
  const list = (entries: readonly TocEntry[]): string =>
    `<ul class="${C.navList}">${entries
      .map(
        ({ heading, children }) =>
          `<li class="${C.navItem}"><a class="${C.navLink}" href="#${escapeHtml(heading.id)}">${escapeHtml(heading.title)}</a>${
            children.length > 0 ? `<nav class="md-nav">${list(children)}</nav>` : ''
          }</li>`,
      )
      .join('')}</ul>`;
  return root.length > 0 ? list(root) : '';
}
