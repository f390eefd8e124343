import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { TECHDOCS_METADATA_FILE } from '../../shared';
import { contentTypeOf } from './contentTypeOf';
import type { DocsSiteKey, DocsStorage } from './DocsStorage';
import { listPublishedFiles } from './listPublishedFiles';
import { mapWithConcurrency } from './mapWithConcurrency';
import { parseDocsMetadata } from './parseDocsMetadata';
import { createS3Bucket, type S3BucketOptions } from './s3/createS3Bucket';
import { siteFilePath } from './siteFilePath';
import { siteKeyPath } from './siteKeyPath';

export interface S3DocsStorageOptions extends S3BucketOptions {
  /** A folder of the bucket the sites are kept under, when it is shared with other data. */
  bucketRootPath?: string;
}

/** Enough parallel uploads to hide the round trips, few enough not to be throttled. */
const UPLOAD_CONCURRENCY = 8;

/**
 * Sites in an S3 (or S3-compatible) bucket under `{bucketRootPath/}{namespace}/{kind}/{name}/`,
 * the layout sites published by CI tooling have, so every replica serves the same sites. As with
 * the local store, stale keys are deleted after the new site is uploaded, and publishes of one
 * site must not overlap.
 */
export function createS3DocsStorage(options: S3DocsStorageOptions): DocsStorage {
  const bucket = createS3Bucket(options);
  const root = (options.bucketRootPath ?? '').replace(/^\/+|\/+$/g, '');
  const prefixOf = (key: DocsSiteKey) => `${root ? `${root}/` : ''}${siteKeyPath(key)}/`;

  return {
    async publish(key, siteDir) {
      const prefix = prefixOf(key);
      const files = await listPublishedFiles(siteDir);
      await mapWithConcurrency(files, UPLOAD_CONCURRENCY, async file => {
        const body = await readFile(path.join(siteDir, ...file.split('/')));
        await bucket.putObject(`${prefix}${file}`, body, contentTypeOf(file));
      });
      const kept = new Set(files.map(file => `${prefix}${file}`));
      const stale = (await bucket.listKeys(prefix)).filter(stored => !kept.has(stored));
      await bucket.deleteObjects(stale);
      return { files: files.length };
    },

    async readMetadata(key) {
      const stored = await bucket.getObject(`${prefixOf(key)}${TECHDOCS_METADATA_FILE}`);
      return stored && parseDocsMetadata(await new Response(stored.body).text());
    },

    async readFile(key, filePath) {
      const file = siteFilePath(filePath);
      const stored = await bucket.getObject(`${prefixOf(key)}${file}`);
      if (!stored) return undefined;
      return {
        body: Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>),
        contentType: contentTypeOf(file),
        ...(stored.size !== undefined && { size: stored.size }),
        ...(stored.etag !== undefined && { etag: stored.etag }),
      };
    },

    async remove(key) {
      await bucket.deleteObjects(await bucket.listKeys(prefixOf(key)));
    },

    async listSites() {
      // Lists every file of every site: the bucket client has no delimiter listing, and this
      // runs only on the search's full pass, a page of a thousand keys per request.
      const prefix = root ? `${root}/` : '';
      const sites: DocsSiteKey[] = [];
      for (const stored of await bucket.listKeys(prefix)) {
        const parts = stored.slice(prefix.length).split('/');
        if (parts.length !== 4 || parts[3] !== TECHDOCS_METADATA_FILE) continue;
        const [namespace, kind, name] = parts as [string, string, string];
        sites.push({ namespace, kind, name });
      }
      return sites;
    },
  };
}
