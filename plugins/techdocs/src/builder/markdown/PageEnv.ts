import type { Env } from 'markdown-it';

/** A heading of a rendered page, for its table of contents and the search index. */
export interface PageHeading {
  level: number;
  id: string;
  /** Plain text, without markup. */
  title: string;
}

/** The env markdown-it hands the plugins, which renderMarkdownPage creates as a PageEnv. */
export function pageEnvOf(env: unknown): PageEnv {
  return env as PageEnv;
}

/**
 * What the Markdown plugins of one page share: its inputs and what they collect. markdown-it's
 * env is an open record; plugins such as footnotes keep keys of their own in it.
 */
export interface PageEnv extends Env {
  /** The page's Markdown file, relative to the docs directory. */
  pagePath: string;
  /**
   * The URL a link or image of the page should have, or undefined to drop it (a path leaving
   * the docs directory).
   */
  rewriteUrl: (url: string) => string | undefined;
  headings: PageHeading[];
  /** Numbering of content-tab sets, so their input ids are unique on the page. */
  tabbedSets?: number;
}
