import { lstat, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { InputError } from '@atrium/model';
import { minimatch } from 'minimatch';
import { z } from 'zod';
import type { TemplateRenderer } from '../../templating/createTemplateRenderer';
import { createTemplateAction, type TemplateAction } from '../createTemplateAction';
import { isBinaryContent } from './isBinaryContent';
import { readTemplateDirectory } from './readTemplateDirectory';
import { assertStaysInside, resolveSafeChildPath } from './resolveSafeChildPath';
import { pathExists, renderFilePart, renderingInputs, renderingOf } from './templateRendering';

const inputSchema = z.object({
  url: z.string().min(1).describe("The template directory, relative to the template's own file"),
  targetPath: z
    .string()
    .default('./')
    .describe('Where in the workspace to write the result; the workspace itself unless given'),
  copyWithoutRender: z
    .array(z.string())
    .optional()
    .describe('Deprecated: globs of files copied as they are, names and contents'),
  copyWithoutTemplating: z
    .array(z.string())
    .optional()
    .describe(
      'Globs of files whose contents are copied as they are; their names are still rendered',
    ),
  templateFileExtension: z
    .union([z.string(), z.boolean()])
    .optional()
    .describe('Render only files with this extension (.njk when true), dropping it from the name'),
  ...renderingInputs,
});

export type FetchTemplateInput = z.infer<typeof inputSchema>;

export interface FetchTemplateActionOptions {
  readonly renderer: TemplateRenderer;
}

interface Entry {
  /** Relative to the template directory, with `/` separators. */
  readonly path: string;
  readonly isDirectory: boolean;
}

async function listEntries(root: string, prefix = ''): Promise<Entry[]> {
  const entries: Entry[] = [];
  const dirents = await readdir(join(root, prefix), { withFileTypes: true });
  dirents.sort((a, b) => a.name.localeCompare(b.name));
  for (const dirent of dirents) {
    const path = prefix === '' ? dirent.name : `${prefix}/${dirent.name}`;
    // Links could lead out of the template's directory; they are not followed.
    if (dirent.isSymbolicLink()) continue;
    if (dirent.isDirectory()) {
      entries.push({ path, isDirectory: true }, ...(await listEntries(root, path)));
    } else if (dirent.isFile()) {
      entries.push({ path, isDirectory: false });
    }
  }
  return entries;
}

function matchesAny(path: string, globs: readonly string[]): boolean {
  // A glob naming a directory covers everything below it.
  const parts = path.split('/');
  const candidates = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  return globs.some(glob =>
    candidates.some(candidate => minimatch(candidate, glob, { dot: true })),
  );
}

function templateExtension(input: FetchTemplateInput): string | undefined {
  const { templateFileExtension: extension } = input;
  if (extension === undefined || extension === false) return undefined;
  if (input.copyWithoutRender || input.copyWithoutTemplating || input.cookiecutterCompat) {
    throw new InputError(
      'Fetch action input templateFileExtension cannot be used with copyWithoutRender, copyWithoutTemplating or cookiecutterCompat',
    );
  }
  if (extension === true) return '.njk';
  return extension.startsWith('.') ? extension : `.${extension}`;
}

// A name that renders to nothing (`{% if values.x %}name{% endif %}`) leaves the entry out.
function hasEmptySegment(path: string): boolean {
  return path.split('/').some(segment => segment.trim() === '');
}

interface CopyRules {
  readonly extension: string | undefined;
  readonly verbatimNames: readonly string[];
  readonly verbatimContents: readonly string[];
}

function planEntry(entry: Entry, rules: CopyRules) {
  const { extension } = rules;
  const withExtension = extension !== undefined && entry.path.endsWith(extension);
  return {
    renderName:
      !matchesAny(entry.path, rules.verbatimNames) &&
      (extension === undefined || withExtension || entry.isDirectory),
    renderContents:
      !entry.isDirectory &&
      !matchesAny(entry.path, rules.verbatimContents) &&
      (extension === undefined || withExtension),
    dropExtension: withExtension && !entry.isDirectory,
  };
}

/** `fetch:template`: copies a template directory into the workspace, rendering names and text. */
export function createFetchTemplateAction(
  options: FetchTemplateActionOptions,
): TemplateAction<FetchTemplateInput> {
  const { renderer } = options;
  return createTemplateAction<FetchTemplateInput>({
    id: 'fetch:template',
    description:
      "Copies a directory of the template into the workspace, rendering file names and text contents with the step's values",
    supportsDryRun: true,
    examples: [
      {
        description: 'Copy the skeleton directory with the name the user chose',
        example: [
          'steps:',
          '  - id: fetch',
          '    name: Fetch skeleton',
          '    action: fetch:template',
          '    input:',
          '      url: ./skeleton',
          '      values:',
          '        name: ${{ parameters.name }}',
        ].join('\n'),
      },
    ],
    schema: { input: inputSchema },
    async handler(ctx) {
      const { input } = ctx;
      if (input.copyWithoutRender && input.copyWithoutTemplating) {
        throw new InputError(
          'Fetch action input copyWithoutRender and copyWithoutTemplating can not be used at the same time',
        );
      }
      if (input.copyWithoutRender) {
        ctx.logger.warn(
          'copyWithoutRender is deprecated; use copyWithoutTemplating, which still renders file names',
        );
      }
      const extension = templateExtension(input);
      const targetDir = resolveSafeChildPath(ctx.workspacePath, input.targetPath);
      const sourceDir = await readTemplateDirectory(input.url, ctx.templateInfo?.baseUrl);
      ctx.logger.info(`Fetching template content from ${input.url}`);

      const rules: CopyRules = {
        extension,
        verbatimNames: input.copyWithoutRender ?? [],
        verbatimContents: [
          ...(input.copyWithoutRender ?? []),
          ...(input.copyWithoutTemplating ?? []),
        ],
      };
      const rendering = renderingOf(input);

      await mkdir(targetDir, { recursive: true });
      await assertStaysInside(ctx.workspacePath, targetDir);
      for (const entry of await listEntries(sourceDir)) {
        const plan = planEntry(entry, rules);
        let outputName = plan.renderName
          ? renderFilePart(renderer, entry.path, rendering, `the name ${entry.path}`)
          : entry.path;
        if (plan.dropExtension && extension) outputName = outputName.slice(0, -extension.length);
        if (hasEmptySegment(outputName)) continue;

        const outputPath = resolveSafeChildPath(targetDir, outputName);
        await mkdir(entry.isDirectory ? outputPath : dirname(outputPath), { recursive: true });
        await assertStaysInside(ctx.workspacePath, outputPath);
        if (entry.isDirectory) continue;
        if (!input.replace && (await pathExists(outputPath))) {
          ctx.logger.info(`File ${outputName} already exists in the workspace, not replacing it`);
          continue;
        }
        const sourcePath = join(sourceDir, entry.path);
        const [content, { mode }] = await Promise.all([readFile(sourcePath), lstat(sourcePath)]);
        const rendered =
          plan.renderContents && !isBinaryContent(content)
            ? renderFilePart(
                renderer,
                content.toString('utf8'),
                rendering,
                `the contents of ${entry.path}`,
              )
            : content;
        await writeFile(outputPath, rendered, { mode });
      }
      ctx.logger.info(`Template result written to ${input.targetPath}`);
    },
  });
}
