/** One entry of a site's navigation, explicit (`nav` in mkdocs.yml) or derived from the files. */
export type NavItem = NavPage | NavSection | NavLink;

export interface NavPage {
  kind: 'page';
  title: string;
  /** The Markdown file, relative to the docs directory. */
  path: string;
}

export interface NavSection {
  kind: 'section';
  title: string;
  children: NavItem[];
}

export interface NavLink {
  kind: 'link';
  title: string;
  /** An absolute URL, kept as written. */
  url: string;
}
