/** A page of a built site as the search indexes it: plain text, split at its sections. */
export interface SitePage {
  /** The page's directory URL relative to the site root: `` for the home page, `guides/setup/`. */
  path: string;
  title: string;
  text: string;
  sections: SitePageSection[];
}

export interface SitePageSection {
  /** The heading's id, the anchor of its URL. */
  id: string;
  title: string;
  text: string;
}

/** Bounds that keep one site from filling the index or holding the server. */
export const SITE_SEARCH_LIMITS = {
  /** Characters of text per document (page or section). */
  textChars: 2_000,
  /** Pages per site; a site with more is indexed up to this many. */
  pagesPerSite: 1_000,
  /** Sections per page. */
  sectionsPerPage: 100,
  /** Bytes of one page's HTML read; a longer page is cut. */
  pageBytes: 5 * 1024 * 1024,
  /** Bytes of a site's search index read; a larger one is ignored and the pages read instead. */
  indexBytes: 20 * 1024 * 1024,
} as const;
