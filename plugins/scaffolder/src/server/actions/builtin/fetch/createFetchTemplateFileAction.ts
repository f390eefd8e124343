import type { ProtectedPaths, RepositoryTreeFetcher } from '@atrium/server-core';
import { z } from 'zod';
import type { TemplateRenderer } from '../../../templating/createTemplateRenderer';
import { createTemplateAction, type TemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { writeWorkspaceFile } from '../workspace/writeWorkspaceFiles';
import { readTemplateFile } from './readTemplateSource';
import { renderFileContents, renderingInputs, renderingOf } from './templateRendering';

const inputSchema = z.object({
  url: z.string().min(1).describe("The template file, relative to the template's own file"),
  targetPath: z.string().min(1).describe('The path of the file to write in the workspace'),
  ...renderingInputs,
});

export type FetchTemplateFileInput = z.infer<typeof inputSchema>;

export interface FetchTemplateFileActionOptions {
  readonly renderer: TemplateRenderer;
  /** Reads templates kept in repositories. */
  readonly remote?: RepositoryTreeFetcher;
  /** Paths of this server no template may read. */
  readonly protectedPaths?: ProtectedPaths;
}

/** `fetch:template:file`: one file of the template, rendered, written into the workspace. */
export function createFetchTemplateFileAction(
  options: FetchTemplateFileActionOptions,
): TemplateAction<FetchTemplateFileInput> {
  const { renderer } = options;
  return createTemplateAction<FetchTemplateFileInput>({
    id: 'fetch:template:file',
    description: "Renders one file of the template with the step's values into the workspace",
    supportsDryRun: true,
    examples: [
      stepExample('Write a rendered README', {
        id: 'readme',
        name: 'Write the README',
        action: 'fetch:template:file',
        input: {
          url: './files/README.md',
          targetPath: 'README.md',
          values: { name: '${{ parameters.name }}' },
        },
      }),
    ],
    schema: { input: inputSchema },
    async handler({ input, workspacePath, templateInfo, logger, signal }) {
      const file = await readTemplateFile({
        baseUrl: templateInfo?.baseUrl,
        url: input.url,
        remote: options.remote,
        protectedPaths: options.protectedPaths,
        signal,
      });
      const content = await renderFileContents(
        renderer,
        file.content,
        renderingOf(input),
        input.url,
      );
      const written = await writeWorkspaceFile(
        workspacePath,
        input.targetPath,
        { content, mode: file.mode },
        { replace: input.replace === true },
      );
      if (!written) {
        logger.info(`File ${input.targetPath} already exists in the workspace, not replacing it`);
      }
    },
  });
}
