import type { ProtectedPaths, RepositoryTreeFetcher } from '@atrium/server-core';
import { InputError } from '@atrium/model';
import { z } from 'zod';
import type { TemplateRenderer } from '../../../templating/createTemplateRenderer';
import { createTemplateAction, type TemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { createGlobMatcher } from '../workspace/createGlobMatcher';
import { writeWorkspaceFiles, type WorkspaceFile } from '../workspace/writeWorkspaceFiles';
import { readTemplateDirectory, type TemplateDirectory } from './readTemplateSource';
import {
  renderFileContents,
  renderFilePart,
  renderingInputs,
  renderingOf,
} from './templateRendering';

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
  /** Reads templates kept in repositories. */
  readonly remote?: RepositoryTreeFetcher;
  /** Paths of this server no template may read. */
  readonly protectedPaths?: ProtectedPaths;
}

interface Entry {
  /** Relative to the template directory, with `/` separators. */
  readonly path: string;
  readonly isDirectory: boolean;
}

// A glob naming a directory covers everything below it.
function matchesAnyPart(matches: (path: string) => boolean, path: string): boolean {
  const parts = path.split('/');
  return parts.some((_, index) => matches(parts.slice(0, index + 1).join('/')));
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
  readonly verbatimName: (path: string) => boolean;
  readonly verbatimContents: (path: string) => boolean;
}

function planEntry(entry: Entry, rules: CopyRules) {
  const { extension } = rules;
  const withExtension = extension !== undefined && entry.path.endsWith(extension);
  return {
    renderName:
      !matchesAnyPart(rules.verbatimName, entry.path) &&
      (extension === undefined || withExtension || entry.isDirectory),
    renderContents:
      !entry.isDirectory &&
      !matchesAnyPart(rules.verbatimContents, entry.path) &&
      (extension === undefined || withExtension),
    dropExtension: withExtension && !entry.isDirectory,
  };
}

interface TreeRendering {
  readonly rules: CopyRules;
  readonly renderer: TemplateRenderer;
  readonly rendering: ReturnType<typeof renderingOf>;
}

/**
 * The template's tree as it will be written: names and contents rendered, entries whose name
 * renders to nothing left out. All is rendered before anything is written, so a bad expression
 * writes nothing.
 */
async function renderTree(source: TemplateDirectory, how: TreeRendering) {
  const directories: string[] = [];
  for (const path of source.directories) {
    const name = await renderName({ path, isDirectory: true }, how);
    if (name !== undefined) directories.push(name);
  }
  const files: WorkspaceFile[] = [];
  for (const file of source.files) {
    const entry = { path: file.path, isDirectory: false };
    const name = await renderName(entry, how);
    if (name === undefined) continue;
    const content = planEntry(entry, how.rules).renderContents
      ? await renderFileContents(how.renderer, file.content, how.rendering, file.path)
      : file.content;
    files.push({ path: name, content, mode: file.mode });
  }
  return { directories, files };
}

async function renderName(entry: Entry, how: TreeRendering): Promise<string | undefined> {
  const plan = planEntry(entry, how.rules);
  const { extension } = how.rules;
  let name = plan.renderName
    ? await renderFilePart(how.renderer, entry.path, how.rendering, `the name ${entry.path}`)
    : entry.path;
  if (plan.dropExtension && extension) name = name.slice(0, -extension.length);
  return hasEmptySegment(name) ? undefined : name;
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
      stepExample('Copy the skeleton directory with the name the user chose', {
        id: 'fetch',
        name: 'Fetch skeleton',
        action: 'fetch:template',
        input: { url: './skeleton', values: { name: '${{ parameters.name }}' } },
      }),
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
      const source = await readTemplateDirectory({
        baseUrl: ctx.templateInfo?.baseUrl,
        url: input.url,
        remote: options.remote,
        protectedPaths: options.protectedPaths,
        signal: ctx.signal,
      });
      ctx.logger.info(`Fetching template content from ${input.url}`);

      const rules: CopyRules = {
        extension,
        verbatimName: createGlobMatcher(input.copyWithoutRender ?? []),
        verbatimContents: createGlobMatcher([
          ...(input.copyWithoutRender ?? []),
          ...(input.copyWithoutTemplating ?? []),
        ]),
      };
      const tree = await renderTree(source, { rules, renderer, rendering: renderingOf(input) });
      const kept = await writeWorkspaceFiles(ctx.workspacePath, input.targetPath, tree, {
        replace: input.replace === true,
      });
      for (const name of kept) {
        ctx.logger.info(`File ${name} already exists in the workspace, not replacing it`);
      }
      ctx.logger.info(`Template result written to ${input.targetPath}`);
    },
  });
}
