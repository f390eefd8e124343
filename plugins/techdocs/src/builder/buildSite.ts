import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';
import {
  TECHDOCS_METADATA_FILE,
  TECHDOCS_SEARCH_INDEX_FILE,
  type TechDocsMetadata,
} from '../shared';
import { createMarkdownRenderer } from './markdown/createMarkdownRenderer';
import { buildImplicitNav } from './site/buildImplicitNav';
import { buildSearchIndex } from './site/buildSearchIndex';
import { collectNavTitles } from './site/collectNavTitles';
import { createPageOutputs } from './site/createPageOutputs';
import { isInside } from './site/isInside';
import type { NavItem } from './site/NavItem';
import { createBuildCache, readWrittenOutput } from './site/pageCache';
import { fingerprintSources, readDocsSources } from './site/readDocsSources';
import { readMkDocsConfig, type MkDocsConfig } from './site/readMkDocsConfig';
import { renderPages } from './site/renderPages';
import { resolveExplicitNav } from './site/resolveExplicitNav';
import { splitPagesAndAssets } from './site/splitPagesAndAssets';
import { titleFromPath } from './site/titleFromName';
import { siteFile, writeSiteFiles } from './site/writeSiteFiles';
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

/** The explicit nav of mkdocs.yml, or the one the files make. */
function navOf(
  config: MkDocsConfig,
  pagePaths: string[],
  titleOf: (path: string) => string,
  onWarning: (line: string) => void,
): NavItem[] {
  if (!config.nav) return buildImplicitNav(pagePaths, titleOf);
  return resolveExplicitNav(config.nav, {
    fileName: config.fileName,
    pages: new Set(pagePaths),
    titleOf,
    onWarning,
  });
}

export const buildSite: BuildSite = async options => {
  const { sourceDir, outputDir, etag, cache, log, isProtected } = options;
  const started = performance.now();
  const say = log ?? (() => {});
  const config = await readMkDocsConfig(sourceDir);
  say(`Building site ${config.siteName}`);
  const output = await checkOutputDir(outputDir, sourceDir, config);
  if (isProtected?.(await realpath(sourceDir)) || isProtected?.(config.docsDir)) {
    throw new InputError(`${config.fileName}: the docs are in a protected path of this server`);
  }
  const files = await readDocsSources(config.docsDir, { onWarning: say, isProtected });
  const { pages, assets } = splitPagesAndAssets(files, say);

  const renderStarted = performance.now();
  const rendered = renderPages(md, pages, cache, say);
  const h1Titles = new Map(rendered.pages.map(page => [page.path, page.rendered.h1Title]));
  const h1TitleOf = (pagePath: string) => h1Titles.get(pagePath) ?? titleFromPath(pagePath);
  const pagePaths = pages.map(page => page.path);
  const nav = navOf(config, pagePaths, h1TitleOf, say);
  const navTitles = collectNavTitles(nav);
  if (config.nav && pages.length > navTitles.size) {
    say(`Pages not in the nav, built all the same: ${pages.length - navTitles.size}`);
  }
  const pageOutputs = createPageOutputs(
    config,
    nav,
    rendered.pages,
    pagePath => navTitles.get(pagePath) ?? h1TitleOf(pagePath),
  );
  const renderMs = performance.now() - renderStarted;

  const siteFiles = [
    ...assets.map(asset => siteFile(asset.path, asset.content)),
    ...pageOutputs.outputs,
    siteFile(TECHDOCS_SEARCH_INDEX_FILE, JSON.stringify(buildSearchIndex(pageOutputs.pages))),
  ];
  const metadata: TechDocsMetadata = {
    site_name: config.siteName,
    site_description: config.siteDescription,
    etag: etag ?? fingerprintSources(config, files),
    build_timestamp: Date.now(),
    files: [...siteFiles.map(file => file.path), TECHDOCS_METADATA_FILE].sort(),
  };
  siteFiles.push(siteFile(TECHDOCS_METADATA_FILE, JSON.stringify(metadata, null, 2)));
  const written = await writeSiteFiles(output, siteFiles, readWrittenOutput(cache));

  say(`Rendered ${rendered.renderedCount} pages in ${Math.round(renderMs)} ms`);
  if (rendered.renderedCount < pages.length) {
    say(`Reused ${pages.length - rendered.renderedCount} unchanged pages`);
  }
  return {
    metadata,
    cache: createBuildCache(rendered.pages, {
      stamp: `${metadata.etag}:${metadata.build_timestamp}`,
      files: written,
    }),
    renderedPages: rendered.renderedCount,
    totalPages: pages.length,
    durationMs: Math.round(performance.now() - started),
  };
};
