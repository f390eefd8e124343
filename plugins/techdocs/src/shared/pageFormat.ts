/**
 * The structure of a built page (`{page}/index.html`), shared by the builder that writes it and
 * the reader that takes it apart. The class names are those of MkDocs' Material theme, so the
 * reader shows sites built elsewhere with that theme as well as ours:
 *
 * ```html
 * <html><head><title>{page} - {site}</title></head><body><div class="md-container">
 *   <nav class="md-nav md-nav--primary" aria-label="{site}">             site navigation
 *     <ul class="md-nav__list"><li class="md-nav__item [md-nav__item--active]">
 *       <a class="md-nav__link" href="../other/">Other</a></li>
 *     <li class="md-nav__item md-nav__item--nested"><label class="md-nav__link">Section</label>
 *       <nav class="md-nav"><ul class="md-nav__list">…</ul></nav></li></ul></nav>
 *   <nav class="md-nav md-nav--secondary" aria-label="Table of contents"> the page's headings,
 *     same list shape, links to `#anchor`</nav>
 *   <div class="md-content"><article class="md-content__inner md-typeset">body</article></div>
 * </div></body></html>
 * ```
 *
 * Links between pages are directory URLs relative to the page (`other.md` → `../other/`), and
 * images are relative to the page's directory URL, as MkDocs writes them.
 */
export const PAGE_CLASSES = {
  container: 'md-container',
  primaryNav: 'md-nav--primary',
  toc: 'md-nav--secondary',
  navList: 'md-nav__list',
  navItem: 'md-nav__item',
  navItemActive: 'md-nav__item--active',
  navItemNested: 'md-nav__item--nested',
  navLink: 'md-nav__link',
  content: 'md-content',
  article: 'md-content__inner',
  typeset: 'md-typeset',
} as const;
