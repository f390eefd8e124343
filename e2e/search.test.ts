import { expect, it } from 'vitest';
import { CatalogPage } from './pages/CatalogPage';
import { DocsReader } from './pages/DocsReader';
import { SearchPage } from './pages/SearchPage';
import { describeInChromium } from './support/describeInChromium';
import { screenshotColorSchemes } from './support/screenshotColorSchemes';

interface Answer {
  results: {
    type: string;
    document: { title: string; location: string; lifecycle?: string; owner?: string };
  }[];
  nextPageCursor?: string;
  previousPageCursor?: string;
}

// The docs are indexed once a site is built and published, after the reader first asks for it.
const DOCS_INDEX_TIMEOUT = 30_000;

describeInChromium('Search', {}, suite => {
  async function query(search: string): Promise<Answer> {
    const response = await suite.portal.fetchApi(`/api/search/query?${search}`);
    expect(response.status).toBe(200);
    return (await response.json()) as Answer;
  }

  async function openSearch(search = '') {
    const page = await suite.browser.context.newPage();
    const searchPage = new SearchPage(page);
    await searchPage.open(suite.portal.appUrl, search);
    return { page, searchPage };
  }

  it('finds entities by a word, narrows them by type and kind in the URL, and opens one', async () => {
    const { page, searchPage } = await openSearch();
    await searchPage.searchBox().fill('rides');
    await page.waitForURL(/[?&]term=rides(&|$)/);
    const all = await query('term=rides');
    await expect
      .poll(() => searchPage.resultTitles())
      .toEqual(all.results.map(result => result.document.title));
    expect(
      (await searchPage.highlights().allInnerTexts()).map(word => word.toLowerCase()),
    ).toContain('rides');
    await screenshotColorSchemes(page, 'search-results', {
      readableInDark: [
        searchPage.tab('Software Catalog'),
        searchPage.results().getByRole('link').first(),
      ],
    });

    await searchPage.tab('Software Catalog').click();
    await page.waitForURL(url => url.searchParams.getAll('types[0]').includes('software-catalog'));
    const expected = await query('term=rides&types[0]=software-catalog');
    await expect
      .poll(() => searchPage.resultTitles())
      .toEqual(expected.results.map(result => result.document.title));
    expect(expected.results.every(result => result.type === 'software-catalog')).toBe(true);

    // The box follows the URL, so it is checked once the page has moved there.
    await searchPage.kindFilter('API').click();
    await page.waitForURL(url => url.searchParams.get('filters[kind]') === 'API');
    const apis = await query('term=rides&types[0]=software-catalog&filters[kind]=API');
    expect(apis.results.length).toBeGreaterThan(0);
    expect(apis.results.length).toBeLessThan(expected.results.length);
    await expect
      .poll(() => searchPage.resultTitles())
      .toEqual(apis.results.map(result => result.document.title));

    // A reload starts from the URL: the same term, tab, filter and results.
    await page.reload();
    await expect
      .poll(() => searchPage.resultTitles())
      .toEqual(apis.results.map(result => result.document.title));
    expect(await searchPage.searchBox().inputValue()).toBe('rides');
    expect(await searchPage.tab('Software Catalog').getAttribute('aria-selected')).toBe('true');
    expect(await searchPage.kindFilter('API').isChecked()).toBe(true);

    const [first] = apis.results;
    await searchPage.results().getByRole('link', { name: first!.document.title }).first().click();
    await page.waitForURL(url => url.pathname === first!.document.location);
    await page.getByRole('heading', { level: 1, name: first!.document.title }).waitFor();
    await page.close();
  });

  it('narrows the results by lifecycle and owner, pages through them, and starts again at page one', async () => {
    // Common words, so that the default page of results cannot hold all of them.
    const [term, otherTerm] = ['the', 'and'];
    const titlesOf = (answer: Answer) => answer.results.map(result => result.document.title);
    const { page, searchPage } = await openSearch(`?term=${term}`);
    const all = await query(`term=${term}`);
    expect(all.nextPageCursor).toBeDefined();
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(all));

    const lifecycle = all.results.find(result => result.document.lifecycle)!.document.lifecycle!;
    await searchPage.lifecycleFilter().selectOption(lifecycle);
    await page.waitForURL(url => url.searchParams.get('filters[lifecycle]') === lifecycle);
    const byLifecycle = await query(
      new URLSearchParams({ term, 'filters[lifecycle]': lifecycle }).toString(),
    );
    expect(byLifecycle.results.length).toBeGreaterThan(0);
    expect(byLifecycle.results.every(result => result.document.lifecycle === lifecycle)).toBe(true);
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(byLifecycle));
    await searchPage.lifecycleFilter().selectOption({ label: 'All' });
    await page.waitForURL(url => !url.searchParams.has('filters[lifecycle]'));
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(all));

    // The Owner filter offers the owners of the results shown; its name alone picks it out.
    const owner = all.results.find(result => result.document.owner)!.document.owner!;
    await searchPage.chooseOwner(owner.slice(owner.lastIndexOf('/') + 1));
    await page.waitForURL(url => url.searchParams.get('filters[owner]') === owner);
    expect(await searchPage.ownerFilter().inputValue()).toBe(owner);
    const byOwner = await query(new URLSearchParams({ term, 'filters[owner]': owner }).toString());
    expect(byOwner.results.length).toBeGreaterThan(0);
    expect(byOwner.results.every(result => result.document.owner === owner)).toBe(true);
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(byOwner));
    await screenshotColorSchemes(page, 'search-filtered', {
      readableInDark: [
        searchPage.ownerFilter(),
        searchPage.lifecycleFilter(),
        searchPage.results().getByRole('link').first(),
      ],
    });
    await searchPage.clearOwner();
    await page.waitForURL(url => !url.searchParams.has('filters[owner]'));
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(all));

    await searchPage.pageButton('Next').click();
    await page.waitForURL(url => url.searchParams.get('pageCursor') === all.nextPageCursor);
    const second = await query(
      `term=${term}&pageCursor=${encodeURIComponent(all.nextPageCursor!)}`,
    );
    expect(second.results.length).toBeGreaterThan(0);
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(second));
    await searchPage.pageButton('Previous').click();
    await page.waitForURL(url => url.searchParams.get('pageCursor') === second.previousPageCursor);
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(all));

    // A new term or filter asks for another list, so it starts at that list's first page.
    await searchPage.pageButton('Next').click();
    await page.waitForURL(url => url.searchParams.get('pageCursor') === all.nextPageCursor);
    await searchPage.searchBox().fill(otherTerm);
    await page.waitForURL(
      url => url.searchParams.get('term') === otherTerm && !url.searchParams.has('pageCursor'),
    );
    const other = await query(`term=${otherTerm}`);
    expect(other.nextPageCursor).toBeDefined();
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(other));
    await searchPage.pageButton('Next').click();
    await page.waitForURL(url => url.searchParams.get('pageCursor') === other.nextPageCursor);
    await searchPage.lifecycleFilter().selectOption(lifecycle);
    await page.waitForURL(
      url =>
        url.searchParams.get('filters[lifecycle]') === lifecycle &&
        !url.searchParams.has('pageCursor'),
    );
    const otherByLifecycle = await query(
      new URLSearchParams({ term: otherTerm, 'filters[lifecycle]': lifecycle }).toString(),
    );
    await expect.poll(() => searchPage.resultTitles()).toEqual(titlesOf(otherByLifecycle));
    await page.close();
  });

  it('finds an entity by its name with a typo, and says so when nothing matches', async () => {
    // 'receipts' with two letters swapped: one word, so no other word of it can match instead.
    const { page, searchPage } = await openSearch('?term=recepits');
    await expect
      .poll(async () => (await searchPage.resultTitles())[0])
      .toBe('Ride receipts worker');
    expect(await searchPage.noResults().count()).toBe(0);

    await searchPage.searchBox().fill('zqxwvkjplm');
    await searchPage.noResults().waitFor();
    expect(await searchPage.results().count()).toBe(0);
    await page.close();
  });

  it("opens the modal with '/' and the keyboard alone, and shows the full results", async () => {
    const page = await suite.browser.context.newPage();
    const searchPage = new SearchPage(page);
    await new CatalogPage(page).open(suite.portal.appUrl);
    await page.keyboard.press('/');
    await searchPage.modalBox().waitFor();
    await searchPage.modalBox().pressSequentially('rides');
    const answer = await query('term=rides&pageLimit=10');
    const titles = answer.results.map(result => result.document.title);
    await expect.poll(() => searchPage.modalOptions().count()).toBe(titles.length);
    expect(await searchPage.modalOptions().first().getAttribute('aria-selected')).toBe('true');
    await screenshotColorSchemes(page, 'search-modal', {
      readableInDark: [
        searchPage.modal().getByRole('heading', { name: 'Search' }),
        searchPage.modal().getByRole('button', { name: 'View Full Results' }),
      ],
      fullPage: false,
    });

    expect(await searchPage.modalOptions().first().innerText()).toMatch(
      new RegExp(`^${titles[0]}\\n`),
    );
    await searchPage.modalBox().press('ArrowDown');
    await expect
      .poll(() => searchPage.modalOptions().nth(1).getAttribute('aria-selected'))
      .toBe('true');
    expect(await searchPage.modalBox().getAttribute('aria-activedescendant')).toBe(
      await searchPage.modalOptions().nth(1).getAttribute('id'),
    );
    await searchPage.modalBox().press('Enter');
    await page.waitForURL(url => url.pathname === answer.results[1]!.document.location);
    await searchPage.modal().waitFor({ state: 'detached' });

    // Ctrl+K works from a text field, where '/' is typed as it is.
    await new CatalogPage(page).open(suite.portal.appUrl);
    const filter = page.getByRole('main').getByLabel('Search', { exact: true });
    await filter.fill('ri');
    await filter.press('/');
    expect(await searchPage.modal().count()).toBe(0);
    expect(await filter.inputValue()).toBe('ri/');
    await filter.press('Control+k');
    await searchPage.modalBox().waitFor();
    // Escape closes it where it was opened; Ctrl+K opens it again.
    await searchPage.modalBox().press('Escape');
    await searchPage.modal().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/catalog');
    await filter.press('Control+k');
    await searchPage.modalBox().pressSequentially('rides');
    await expect.poll(() => searchPage.modalOptions().count()).toBeGreaterThan(0);
    await searchPage.modal().getByRole('button', { name: 'View Full Results' }).click();
    await page.waitForURL(
      url => url.pathname === '/search' && url.searchParams.get('term') === 'rides',
    );
    const full = await query('term=rides');
    await expect
      .poll(() => searchPage.resultTitles())
      .toEqual(full.results.map(result => result.document.title));
    await page.close();
  });

  it("finds a word of an entity's docs from the reader's search box and opens its section", async () => {
    const page = await suite.browser.context.newPage();
    const reader = new DocsReader(page);
    const rides = { kind: 'component', name: 'rides-service' };
    await reader.open(suite.portal.appUrl, rides);
    await reader.title().waitFor();
    const search =
      'term=reservations&types[0]=techdocs&filters[name]=rides-service&filters[kind]=component&pageLimit=10';
    await expect
      .poll(async () => (await query(search)).results.length, { timeout: DOCS_INDEX_TIMEOUT })
      .toBeGreaterThan(0);
    const answer = await query(search);
    const box = page.getByRole('combobox', { name: 'Search docs' });
    await box.pressSequentially('reservations');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.count()).toBe(answer.results.length);
    // A section of another page than the one shown: choosing it moves the reader there.
    const index = answer.results.findIndex(result => /\/[^/]+\/?#/.test(result.document.location));
    expect(index).toBeGreaterThanOrEqual(0);
    const target = answer.results[index]!.document.location;
    await options.nth(index).click();
    await page.waitForURL(url => `${url.pathname}${url.hash}` === target);
    const anchor = decodeURIComponent(target.slice(target.indexOf('#') + 1));
    await reader.article().locator(`[id="${anchor}"]`).waitFor();
    await page.close();
  });
});
