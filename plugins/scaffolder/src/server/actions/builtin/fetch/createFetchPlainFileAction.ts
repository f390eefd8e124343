import type { ProtectedPaths, RepositoryTreeFetcher } from '@atrium/server-core';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { writeWorkspaceFile } from '../workspace/writeWorkspaceFiles';
import { readTemplateFile } from './readTemplateSource';

const inputSchema = z.object({
  url: z
    .string()
    .min(1)
    .describe('Relative path or absolute URL pointing to the single file to fetch.'),
  targetPath: z
    .string()
    .min(1)
    .describe('Target path within the working directory to download the file as.'),
  token: z
    .string()
    .describe('An optional token to use for authentication when reading the resources.')
    .optional(),
});

/** `fetch:plain:file`: copies one file of the template into the workspace, unchanged. */
export function createFetchPlainFileAction(
  options: { remote?: RepositoryTreeFetcher; protectedPaths?: ProtectedPaths } = {},
) {
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'fetch:plain:file',
    description: 'Downloads single file and places it in the workspace.',
    supportsDryRun: true,
    schema: { input: inputSchema },
    examples: [
      stepExample('Copy a licence file from the template', {
        id: 'fetch-license',
        name: 'Fetch the licence',
        action: 'fetch:plain:file',
        input: { url: './files/LICENSE', targetPath: 'LICENSE' },
      }),
    ],
    async handler({ input, workspacePath, templateInfo, logger, signal }) {
      logger.info(`Fetching ${input.url}`);
      const file = await readTemplateFile({
        baseUrl: templateInfo?.baseUrl,
        url: input.url,
        remote: options.remote,
        protectedPaths: options.protectedPaths,
        signal,
      });
      await writeWorkspaceFile(workspacePath, input.targetPath, file);
    },
  });
}
