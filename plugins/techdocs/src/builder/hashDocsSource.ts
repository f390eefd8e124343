import type { HashDocsSource } from './types';
import { readConfigFile, readMkDocsConfig } from './site/readMkDocsConfig';
import { fingerprintSources, readDocsSources } from './site/readDocsSources';

/**
 * The sources' fingerprint, equal to the etag `buildSite` writes by default. Sources that cannot
 * be built still get one (of whatever could be read), so a fixed configuration shows as a change.
 */
export const hashDocsSource: HashDocsSource = async sourceDir => {
  const config = await readConfigFile(sourceDir).catch(() => undefined);
  const docsDir = await readMkDocsConfig(sourceDir).then(
    parsed => parsed.docsDir,
    () => undefined,
  );
  const files = docsDir ? await readDocsSources(docsDir) : [];
  return fingerprintSources(config, files);
};
