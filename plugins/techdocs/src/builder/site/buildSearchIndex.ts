import type { TechDocsSearchIndex } from '../../shared';
import type { PageSearchText } from '../markdown/extractSearchText';

export interface SearchablePage {
  url: string;
  title: string;
  search: PageSearchText;
}

/** `search/search_index.json` as MkDocs' search plugin writes it: each page, then its sections. */
export function buildSearchIndex(pages: readonly SearchablePage[]): TechDocsSearchIndex {
  return {
    config: { lang: ['en'], separator: '[\\s\\-]+' },
    docs: pages.flatMap(page => [
      { location: page.url, title: page.title, text: page.search.text },
      ...page.search.sections.map(section => ({
        location: `${page.url}#${section.id}`,
        title: section.title,
        text: section.text,
      })),
    ]),
  };
}
