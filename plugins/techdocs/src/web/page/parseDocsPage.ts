import { PAGE_CLASSES } from '../../shared/pageFormat';

/** One entry of a page's navigation or table of contents. */
export interface DocsNavItem {
  title: string;
  /** As written in the page: relative to the page's directory URL, or `#anchor`. */
  href?: string;
  /** The entry of the page shown, or a section holding it. */
  active: boolean;
  children: DocsNavItem[];
}

export interface DocsPage {
  /** The page's own title: the `<title>` before ` - {site}`. */
  title: string;
  nav: DocsNavItem[];
  toc: DocsNavItem[];
  /** The article's root element, in the sanitised document; undefined when the page has none. */
  article?: HTMLElement;
  /** `<meta name="atrium:edit-url">`: where the page's source is edited, when known. */
  editUrl?: string;
}

export const EDIT_URL_META = 'atrium:edit-url';

/** Takes a built page apart by the theme's classes (see `pageFormat.ts`). */
export function parseDocsPage(document: Document): DocsPage {
  const siteName = document
    .querySelector(`.${PAGE_CLASSES.primaryNav}`)
    ?.getAttribute('aria-label');
  const fullTitle = document.title.trim();
  const suffix = siteName ? ` - ${siteName}` : undefined;
  const title =
    suffix && fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  const article =
    document.querySelector<HTMLElement>(`article.${PAGE_CLASSES.article}`) ??
    document.querySelector<HTMLElement>(`.${PAGE_CLASSES.typeset}`) ??
    // A page of another theme is shown whole rather than not at all.
    document.body ??
    undefined;
  const editUrl = document
    .querySelector(`meta[name="${EDIT_URL_META}"]`)
    ?.getAttribute('content')
    ?.trim();
  return {
    title,
    nav: readNav(document.querySelector(`nav.${PAGE_CLASSES.primaryNav}`)),
    toc: readNav(document.querySelector(`nav.${PAGE_CLASSES.toc}`)),
    article,
    editUrl: editUrl || undefined,
  };
}

function readNav(nav: Element | null): DocsNavItem[] {
  const list = nav && childWithClass(nav, PAGE_CLASSES.navList);
  return list ? readList(list) : [];
}

function readList(list: Element): DocsNavItem[] {
  return Array.from(list.children)
    .filter(child => child.classList.contains(PAGE_CLASSES.navItem))
    .map(readItem);
}

function readItem(item: Element): DocsNavItem {
  // Material writes a section or the active page as a label and a link side by side, or a link
  // inside a container of the link class: the link is whichever holds an href.
  const links = Array.from(item.children).filter(child =>
    child.classList.contains(PAGE_CLASSES.navLink),
  );
  const anchor =
    links.find(link => link.tagName === 'A') ??
    links.map(link => link.querySelector('a[href]')).find(found => found !== null);
  const label = anchor ?? links[0];
  // The theme nests the table of contents inside the active page's entry: it is not a section.
  const nested = item.querySelector(
    `:scope > nav:not(.${PAGE_CLASSES.toc}) > .${PAGE_CLASSES.navList}, :scope > .${PAGE_CLASSES.navList}`,
  );
  const children = nested ? readList(nested) : [];
  return {
    title: (label?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    href: anchor?.getAttribute('href') ?? undefined,
    // Material marks the sections holding the page too; the portal's builder marks only the page.
    active:
      item.classList.contains(PAGE_CLASSES.navItemActive) || children.some(child => child.active),
    children,
  };
}

function childWithClass(parent: Element, className: string): Element | undefined {
  return Array.from(parent.children).find(child => child.classList.contains(className));
}
