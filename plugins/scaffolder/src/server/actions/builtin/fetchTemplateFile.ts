import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { TemplateRenderer } from '../../templating/createTemplateRenderer';
import { createTemplateAction, type TemplateAction } from '../createTemplateAction';
import { isBinaryContent } from './isBinaryContent';
import { readTemplateFile } from './readTemplateDirectory';
import { assertStaysInside, resolveSafeChildPath } from './resolveSafeChildPath';
import { pathExists, renderFilePart, renderingInputs, renderingOf } from './templateRendering';

const inputSchema = z.object({
  url: z.string().min(1).describe("The template file, relative to the template's own file"),
  targetPath: z.string().min(1).describe('The path of the file to write in the workspace'),
  ...renderingInputs,
});

export type FetchTemplateFileInput = z.infer<typeof inputSchema>;

/** `fetch:template:file`: one file of the template, rendered, written into the workspace. */
export function createFetchTemplateFileAction(options: {
  readonly renderer: TemplateRenderer;
}): TemplateAction<FetchTemplateFileInput> {
  const { renderer } = options;
  return createTemplateAction<FetchTemplateFileInput>({
    id: 'fetch:template:file',
    description: "Renders one file of the template with the step's values into the workspace",
    supportsDryRun: true,
    examples: [
      {
        description: 'Write a rendered README',
        example: [
          'steps:',
          '  - id: readme',
          '    name: Write the README',
          '    action: fetch:template:file',
          '    input:',
          '      url: ./files/README.md',
          '      targetPath: README.md',
          '      values:',
          '        name: ${{ parameters.name }}',
        ].join('\n'),
      },
    ],
    schema: { input: inputSchema },
    async handler(ctx) {
      const { input } = ctx;
      const outputPath = resolveSafeChildPath(ctx.workspacePath, input.targetPath);
      const content = await readTemplateFile(input.url, ctx.templateInfo?.baseUrl);
      if (!input.replace && (await pathExists(outputPath))) {
        ctx.logger.info(
          `File ${input.targetPath} already exists in the workspace, not replacing it`,
        );
        return;
      }
      const rendered = isBinaryContent(content)
        ? content
        : renderFilePart(
            renderer,
            content.toString('utf8'),
            renderingOf(input),
            `the contents of ${input.url}`,
          );
      await mkdir(dirname(outputPath), { recursive: true });
      await assertStaysInside(ctx.workspacePath, outputPath);
      await writeFile(outputPath, rendered);
    },
  });
}
