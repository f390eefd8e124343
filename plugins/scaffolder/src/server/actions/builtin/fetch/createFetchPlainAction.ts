import type { ProtectedPaths, RepositoryTreeFetcher } from '@atrium/server-core';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { writeWorkspaceFiles } from '../workspace/writeWorkspaceFiles';
import { readTemplateDirectory } from './readTemplateSource';

const inputSchema = z.object({
  url: z
    .string()
    .min(1)
    .describe('Relative path or absolute URL pointing to the directory tree to fetch'),
  targetPath: z
    .string()
    .describe('Target path within the working directory to download the contents to.')
    .optional(),
  token: z
    .string()
    .describe('An optional token to use for authentication when reading the resources.')
    .optional(),
});

/** `fetch:plain`: copies a directory of the template into the workspace, unchanged. */
export function createFetchPlainAction(
  options: { remote?: RepositoryTreeFetcher; protectedPaths?: ProtectedPaths } = {},
) {
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'fetch:plain',
    description:
      'Downloads content and places it in the workspace, or optionally in a subdirectory specified by the `targetPath` input option.',
    supportsDryRun: true,
    schema: { input: inputSchema },
    examples: [
      stepExample("Copy the template's skeleton directory into the workspace", {
        id: 'fetch-plain',
        name: 'Fetch plain',
        action: 'fetch:plain',
        input: { url: './skeleton' },
      }),
      stepExample('Copy it into a subdirectory', {
        id: 'fetch-plain',
        name: 'Fetch plain',
        action: 'fetch:plain',
        input: { url: './docs-skeleton', targetPath: 'docs' },
      }),
    ],
    async handler({ input, workspacePath, templateInfo, logger, signal }) {
      logger.info(`Fetching ${input.url}`);
      const source = await readTemplateDirectory({
        baseUrl: templateInfo?.baseUrl,
        url: input.url,
        remote: options.remote,
        protectedPaths: options.protectedPaths,
        signal,
      });
      await writeWorkspaceFiles(workspacePath, input.targetPath ?? './', source);
      const count = source.files.length;
      logger.info(`Fetched ${count} file${count === 1 ? '' : 's'}`);
    },
  });
}
