import type { Readable } from 'node:stream';
import type { TechDocsMetadata } from '../../shared';

/** Which entity's site: stored under `{namespace}/{kind}/{name}/`, all three lower-cased. */
export interface DocsSiteKey {
  namespace: string;
  kind: string;
  name: string;
}

export interface StoredDocsFile {
  body: Readable;
  contentType: string;
  size?: number;
  /** A validator for conditional requests, when the store has one. */
  etag?: string;
}

/**
 * Where built sites are kept and served from: a local directory by default, an S3-compatible
 * bucket for several replicas. Paths are relative to the site's root and never leave it.
 */
export interface DocsStorage {
  /**
   * Uploads a built site, replacing the stored one: files no longer in the site are removed after
   * the new ones are written, so readers never see a site without its pages.
   */
  publish(key: DocsSiteKey, siteDir: string): Promise<{ files: number }>;
  /** The site's `techdocs_metadata.json`, or undefined when no site is stored. */
  readMetadata(key: DocsSiteKey): Promise<TechDocsMetadata | undefined>;
  /** One file of the site, or undefined when absent. Rejects a path escaping the site. */
  readFile(key: DocsSiteKey, filePath: string): Promise<StoredDocsFile | undefined>;
  /** Deletes the stored site, if any. */
  remove(key: DocsSiteKey): Promise<void>;
  /** Every stored site (one with a metadata file), its key parts lower-cased as stored. */
  listSites(): Promise<DocsSiteKey[]>;
}
