import { InputError } from '@atrium/model';
import { z } from 'zod';
import {
  TemplateRenderError,
  type RenderOptions,
  type TemplateContext,
  type TemplateRenderer,
} from '../../../templating/createTemplateRenderer';
import { isBinaryContent } from './isBinaryContent';

/** The inputs `fetch:template` and `fetch:template:file` share: how the files are rendered. */
export const renderingInputs = {
  values: z
    .record(z.string(), z.unknown())
    .default({})
    .describe('Values the files read as ${{ values.name }}'),
  cookiecutterCompat: z
    .boolean()
    .optional()
    .describe('Read {{ cookiecutter.name }} expressions and the jsonify filter'),
  replace: z.boolean().optional().describe('Overwrite files that already exist in the workspace'),
  trimBlocks: z.boolean().optional().describe('Remove the first newline after a block tag'),
  lstripBlocks: z
    .boolean()
    .optional()
    .describe('Strip spaces and tabs before a block tag at the start of a line'),
  token: z
    .string()
    .optional()
    .describe('A token for reading remote templates (not used for local ones)'),
};

export interface RenderingInput {
  values: Record<string, unknown>;
  cookiecutterCompat?: boolean | undefined;
  trimBlocks?: boolean | undefined;
  lstripBlocks?: boolean | undefined;
}

/** What the files' expressions read, and with which syntax. */
export function renderingOf(input: RenderingInput): {
  context: TemplateContext;
  options: RenderOptions;
} {
  const cookiecutterCompat = input.cookiecutterCompat === true;
  return {
    context: cookiecutterCompat
      ? { values: input.values, cookiecutter: input.values }
      : { values: input.values },
    options: {
      cookiecutterCompat,
      trimBlocks: input.trimBlocks === true,
      lstripBlocks: input.lstripBlocks === true,
    },
  };
}

/** Renders a file's name or contents; a bad expression names the file rather than all its text. */
export async function renderFilePart(
  renderer: TemplateRenderer,
  text: string,
  rendering: { context: TemplateContext; options: RenderOptions },
  what: string,
): Promise<string> {
  try {
    return await renderer.renderText(text, rendering.context, rendering.options);
  } catch (error) {
    if (!(error instanceof TemplateRenderError)) throw error;
    throw new InputError(`Could not render ${what}: ${error.detail}`, { cause: error });
  }
}

/** A file's contents rendered as text; binary contents are answered untouched, never rendered. */
export async function renderFileContents(
  renderer: TemplateRenderer,
  content: Buffer,
  rendering: { context: TemplateContext; options: RenderOptions },
  what: string,
): Promise<Buffer> {
  if (isBinaryContent(content)) return content;
  return Buffer.from(
    await renderFilePart(renderer, content.toString('utf8'), rendering, `the contents of ${what}`),
  );
}
