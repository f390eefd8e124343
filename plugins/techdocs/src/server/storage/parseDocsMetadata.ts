import type { TechDocsMetadata } from '../../shared';

/**
 * Reads `techdocs_metadata.json`. A file that is not a JSON object counts as absent: with the
 * local builder the site is then rebuilt (and the file rewritten) instead of failing every view;
 * an externally published site reads as not published until CI publishes it again. Missing
 * fields get empty values, so a site without an etag is always seen as out of date.
 */
export function parseDocsMetadata(text: string): TechDocsMetadata | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const record = data as Record<string, unknown>;
  const stringField = (name: string) => (typeof record[name] === 'string' ? record[name] : '');
  const files = record.files;
  return {
    site_name: stringField('site_name'),
    site_description: stringField('site_description'),
    etag: stringField('etag'),
    build_timestamp: typeof record.build_timestamp === 'number' ? record.build_timestamp : 0,
    ...(Array.isArray(files) &&
      files.every(file => typeof file === 'string') && { files: files as string[] }),
  };
}
