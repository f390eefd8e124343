import { createHash } from 'node:crypto';
import type { BuildCache } from '../types';
import type { RenderedMarkdown } from '../markdown/renderMarkdownPage';

/** Bumped whenever rendering changes, so a cache from an older builder is not used. */
const CACHE_VERSION = 2;

/**
 * The cache's entry for what the build wrote, under a key no file path can have (paths never
 * hold NUL): the output's stamp and each written file's hash, so the next build rewrites only
 * the files that change when the output directory still holds this build.
 */
const OUTPUT_KEY = '\0output';

interface CachedPage {
  key: string;
  rendered: RenderedMarkdown;
}

export interface WrittenOutput {
  /** `etag:build_timestamp` of the metadata the build wrote. */
  stamp: string;
  /** Site file path → content hash. */
  files: Record<string, string>;
}

/**
 * What a page's rendering depends on: its Markdown, and the site's list of pages, which decides
 * the URLs its links are rewritten to (an added `index.md` moves a `README.md`'s URL, say).
 */
export function pageCacheKey(layoutKey: string, content: Buffer): string {
  return createHash('sha256').update(layoutKey).update('\0').update(content).digest('hex');
}

/** A key for the list of pages, shared by all of a build's page keys. */
export function layoutKeyOf(pagePaths: readonly string[]): string {
  return createHash('sha256').update(pagePaths.join('\0')).digest('hex');
}

function isCachedPage(value: unknown): value is CachedPage {
  const entry = value as Partial<CachedPage> | undefined;
  return typeof entry?.key === 'string' && typeof entry.rendered?.html === 'string';
}

function entryOf(cache: BuildCache | undefined, key: string): unknown {
  if (cache?.version !== CACHE_VERSION) return undefined;
  return Object.hasOwn(cache.pages, key) ? cache.pages[key] : undefined;
}

/** The cached rendering of a page when its key is unchanged. */
export function readCachedPage(
  cache: BuildCache | undefined,
  pagePath: string,
  key: string,
): RenderedMarkdown | undefined {
  const entry = entryOf(cache, pagePath);
  return isCachedPage(entry) && entry.key === key ? entry.rendered : undefined;
}

/** What the build that returned `cache` wrote, if it says. */
export function readWrittenOutput(cache: BuildCache | undefined): WrittenOutput | undefined {
  const entry = entryOf(cache, OUTPUT_KEY) as Partial<WrittenOutput> | undefined;
  return typeof entry?.stamp === 'string' && typeof entry.files === 'object' && entry.files
    ? (entry as WrittenOutput)
    : undefined;
}

export function createBuildCache(
  pages: ReadonlyArray<{ path: string; key: string; rendered: RenderedMarkdown }>,
  output: WrittenOutput,
): BuildCache {
  const entries: Record<string, CachedPage | WrittenOutput> = {};
  for (const page of pages) entries[page.path] = { key: page.key, rendered: page.rendered };
  entries[OUTPUT_KEY] = output;
  return { version: CACHE_VERSION, pages: entries };
}
