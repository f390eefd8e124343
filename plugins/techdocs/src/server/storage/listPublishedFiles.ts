import { listSiteFiles } from './listSiteFiles';

/**
 * The files of a built site about to be published. An empty site is refused: publishing it
 * would delete every stored page, which a failed or misdirected build must never do.
 */
export async function listPublishedFiles(siteDir: string): Promise<string[]> {
  const files = await listSiteFiles(siteDir);
  if (files.length === 0) throw new Error(`The built site in ${siteDir} has no files to publish`);
  return files;
}
