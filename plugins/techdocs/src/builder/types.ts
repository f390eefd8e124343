import type { TechDocsMetadata } from '../shared';

/** What `buildSite` keeps between builds of one site so a rebuild renders only changed pages. */
export interface BuildCache {
  /** Opaque to callers: handed back unchanged to the next `buildSite` of the same sources. */
  readonly version: number;
  readonly pages: Readonly<Record<string, unknown>>;
}

export interface BuildSiteOptions {
  /** The directory holding `mkdocs.yml` (or `mkdocs.yaml`). Nothing outside it is read. */
  sourceDir: string;
  /** Where the site is written; created if missing, its previous content replaced. */
  outputDir: string;
  /** Written to the metadata as `etag`; defaults to a hash of the sources. */
  etag?: string;
  /** The cache the previous build of the same sources returned. */
  cache?: BuildCache;
  /** Receives the build's log, a line at a time. */
  log?: (line: string) => void;
  /**
   * Real paths the server never reads on a user's behalf (its data, its configuration): a docs
   * directory holding one leaves it out of the site, one inside it fails the build.
   */
  isProtected?: (realPath: string) => boolean;
}

export interface BuiltSite {
  metadata: TechDocsMetadata;
  cache: BuildCache;
  /** Pages rendered; pages taken from the cache are not counted. */
  renderedPages: number;
  totalPages: number;
  durationMs: number;
}

/**
 * Builds a site from MkDocs sources: `mkdocs.yml` and the Markdown under its `docs_dir`.
 * Throws `InputError` (from `@atrium/model`) naming the file and the reason when the sources
 * cannot be built: no or malformed `mkdocs.yml`, a nav entry or docs_dir outside the sources.
 */
export type BuildSite = (options: BuildSiteOptions) => Promise<BuiltSite>;

/** A cheap fingerprint of the sources (file names, sizes and contents), used as the etag. */
export type HashDocsSource = (sourceDir: string) => Promise<string>;
