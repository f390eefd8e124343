import { z } from 'zod';
import { MAX_FILE_CONTENT_BYTES } from './constants';

/**
 * `POST /api/catalog-import/pull-requests`: the "Pull request input" of spec 000 §3. The file is
 * added at `catalog.import.entityFilename` on a new branch named `catalog.import.pullRequestBranchName`.
 */
export const pullRequestInputSchema = z.object({
  repositoryUrl: z.string().url().max(2048),
  fileContent: z
    .string()
    .min(1)
    .refine(
      text => new TextEncoder().encode(text).byteLength <= MAX_FILE_CONTENT_BYTES,
      `must be at most ${MAX_FILE_CONTENT_BYTES} bytes`,
    ),
  title: z.string().min(1).max(256),
  body: z.string().max(65_536),
});
export type PullRequestInput = z.infer<typeof pullRequestInputSchema>;

/** Answer of a pull request opened: where to see it, and where the file will be once merged. */
export interface PullRequestResult {
  /** The pull request's web page. */
  link: string;
  /** The browse URL of the catalog file on the default branch, to register as a location. */
  location: string;
}
