import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';
import {
  TECHDOCS_METADATA_FILE,
  TECHDOCS_SEARCH_INDEX_FILE,
  type TechDocsMetadata,
} from '../shared';
import { createMarkdownRenderer } from './markdown/createMarkdownRenderer';
import { renderMarkdownPage, type RenderedMarkdown } from './markdown/renderMarkdownPage';
import { buildImplicitNav } from './site/buildImplicitNav';
import { buildSearchIndex } from './site/buildSearchIndex';
import { collectNavTitles } from './site/collectPageTitles';
import { createUrlRewriter } from './site/createUrlRewriter';
import { editUrlBase, editUrlOf } from './site/editUrlBase';
import { isInside } from './site/isInside';
import {
  createBuildCache,
  layoutKeyOf,
  pageCacheKey,
  readCachedPage,
  readWrittenOutput,
} from './site/pageCache';
import { pageOutputPathOf, pageUrlOf } from './site/pageUrls';
import { fingerprintSources, readDocsSources } from './site/readDocsSources';
import { readMkDocsConfig, type MkDocsConfig } from './site/readMkDocsConfig';
import { createPrimaryNavRenderer, renderToc } from './site/renderNav';
import { renderPageDocument } from './site/renderPageDocument';
import { resolveExplicitNav } from './site/resolveExplicitNav';
import { splitPagesAndAssets } from './site/splitPagesAndAssets';
import { titleFromPath } from './site/titleFromName';
import { writeSiteFiles, type SiteFile } from './site/writeSiteFiles';
import type { BuildSite } from './types';

/** Rendering state is per page (env), so one renderer serves every build. */
const md = createMarkdownRenderer();

/** The output replaces a directory: it must be neither the sources nor inside the docs. */
async function checkOutputDir(outputDir: string, sourceDir: string, config: MkDocsConfig) {
  const output = path.resolve(outputDir);
  const sources = await realpath(sourceDir);
  const realOutput = await realpath(output).catch(() => output);
  if (isInside(realOutput, sources) || isInside(config.docsDir, realOutput)) {
    throw new InputError(
      `The output directory ${outputDir} must not contain the sources or lie inside docs_dir`,
    );
  }
  return output;
}

export const buildSite: BuildSite = async ({ sourceDir, outputDir, etag, cache, log }) => {
  const started = performance.now();
  const say = log ?? (() => {});
  const config = await readMkDocsConfig(sourceDir);
  say(`Building site ${config.siteName}`);
  const output = await checkOutputDir(outputDir, sourceDir, config);
  const files = await readDocsSources(config.docsDir, { onWarning: say });
  const { pages, assets } = splitPagesAndAssets(files, say);
  const pagePaths = new Set(pages.map(page => page.path));

  const layoutKey = layoutKeyOf([...pagePaths]);
  const renderStarted = performance.now();
  let renderedPages = 0;
  const rendered = pages.map(page => {
    const key = pageCacheKey(layoutKey, page.content);
    let result: RenderedMarkdown | undefined = readCachedPage(cache, page.path, key);
    if (!result) {
      renderedPages++;
      result = renderMarkdownPage(md, page.content.toString('utf8'), {
        pagePath: page.path,
        rewriteUrl: createUrlRewriter({ pagePath: page.path, pages: pagePaths, onWarning: say }),
      });
    }
    return { path: page.path, key, rendered: result };
  });

  const h1Titles = new Map(rendered.map(page => [page.path, page.rendered.h1Title]));
  const titleOf = (pagePath: string) => h1Titles.get(pagePath) ?? titleFromPath(pagePath);
  const nav = config.nav
    ? resolveExplicitNav(config.nav, {
        fileName: config.fileName,
        pages: pagePaths,
        titleOf: titleOf,
        onWarning: say,
      })
    : buildImplicitNav([...pagePaths], titleOf);
  const navTitles = collectNavTitles(nav);
  const outsideNav = pages.length - navTitles.size;
  if (config.nav && outsideNav > 0) {
    say(`${outsideNav} pages are not in the nav; they are built and reachable by their links`);
  }
  const editBase = editUrlBase(config);
  const renderNav = createPrimaryNavRenderer(nav);

  const siteFiles: SiteFile[] = assets.map(asset => ({ path: asset.path, content: asset.content }));
  const searchable = rendered.map(({ path: pagePath, rendered: page }) => {
    const url = pageUrlOf(pagePath);
    const title = navTitles.get(pagePath) ?? titleOf(pagePath);
    siteFiles.push({
      path: pageOutputPathOf(url),
      content: renderPageDocument({
        siteName: config.siteName,
        siteDescription: config.siteDescription,
        pageTitle: title,
        navHtml: renderNav(pagePath),
        tocHtml: renderToc(page.headings),
        bodyHtml: page.html,
        addTitleHeading: page.h1Title === undefined,
        repoUrl: config.repoUrl,
        editUrl: editUrlOf(editBase, pagePath),
      }),
    });
    return { url, title, search: page.search };
  });
  const renderMs = performance.now() - renderStarted;

  siteFiles.push({
    path: TECHDOCS_SEARCH_INDEX_FILE,
    content: JSON.stringify(buildSearchIndex(searchable)),
  });
  const metadata: TechDocsMetadata = {
    site_name: config.siteName,
    site_description: config.siteDescription,
    etag: etag ?? fingerprintSources(config, files),
    build_timestamp: Date.now(),
    files: [...siteFiles.map(file => file.path), TECHDOCS_METADATA_FILE].sort(),
  };
  siteFiles.push({ path: TECHDOCS_METADATA_FILE, content: JSON.stringify(metadata, null, 2) });
  const written = await writeSiteFiles(output, siteFiles, readWrittenOutput(cache));

  say(`Rendered ${renderedPages} pages in ${Math.round(renderMs)} ms`);
  if (renderedPages < pages.length) say(`Reused ${pages.length - renderedPages} unchanged pages`);
  return {
    metadata,
    cache: createBuildCache(rendered, {
      stamp: `${metadata.etag}:${metadata.build_timestamp}`,
      files: written,
    }),
    renderedPages,
    totalPages: pages.length,
    durationMs: Math.round(performance.now() - started),
  };
};
