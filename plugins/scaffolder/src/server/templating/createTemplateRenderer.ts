import os from 'node:os';
import { ConflictError, InputError } from '@atrium/model';
import { type HostCall, type SandboxRequest, TEMPLATE_SYNTAX } from './createSandbox';
import { createBuiltinFilters, type BuiltinFiltersOptions } from './filters/createBuiltinFilters';
import { createRenderPool, type RenderPoolOptions } from './isolation/createRenderPool';
import type {
  TemplateFilter,
  TemplateGlobalFunction,
  TemplatingExtensions,
} from './templatingExtensions';

/** What expressions can read: `parameters`, `steps`, `user`, `secrets`, `each`, `context`, … */
export type TemplateContext = Readonly<Record<string, unknown>>;

export interface RenderOptions {
  /** `{{ }}` instead of `${{ }}`, and the `jsonify` filter, as cookiecutter templates are written. */
  readonly cookiecutterCompat?: boolean;
  readonly trimBlocks?: boolean;
  readonly lstripBlocks?: boolean;
}

/**
 * Renders template expressions in a sandbox (see `sandboxSource.ts`) in a process of its own
 * (`isolation/`), so no template can hold up or bring down the server. Both methods reject with
 * `TemplateRenderError` for a bad expression, and for a render past a limit.
 */
export interface TemplateRenderer {
  /**
   * Renders a value as step inputs and outputs are: strings that are exactly one expression keep
   * the expression's type, other strings render to text (an empty result drops the key), and
   * objects and arrays render item by item.
   */
  renderValue(value: unknown, context: TemplateContext, options?: RenderOptions): Promise<unknown>;
  /** Renders text to text, as file contents and file names are. */
  renderText(text: string, context: TemplateContext, options?: RenderOptions): Promise<string>;
  /** Stops the render processes; the server calls it on shutdown. */
  close(): Promise<void>;
}

export interface TemplateRendererOptions extends BuiltinFiltersOptions {
  /** Filters and globals other plugins contributed. */
  readonly extensions?: readonly TemplatingExtensions[];
  /** How long one render may run before it is stopped; 10 s unless given. */
  readonly timeoutMs?: number;
  /** The heap one render process may use; 128 MB unless given. */
  readonly maxMemoryMb?: number;
  /** Renders running at once; one less than the processors (at least 1, at most 4) unless given. */
  readonly workers?: number;
  /** Told when a render process ended on its own (not by a limit the renderer enforces). */
  readonly onUnexpectedExit?: RenderPoolOptions['onUnexpectedExit'];
}

/** A template expression that could not be rendered; names the expression. */
export class TemplateRenderError extends InputError {
  readonly expression: string | undefined;
  readonly detail: string;
  constructor(detail: string, expression: string | undefined) {
    super(
      expression === undefined
        ? `Template could not be rendered: ${detail}`
        : `Template expression '${expression}' could not be rendered: ${detail}`,
    );
    this.detail = detail;
    this.expression = expression;
  }
}

export const DEFAULT_RENDER_TIMEOUT_MS = 10_000;
export const DEFAULT_RENDER_MEMORY_MB = 128;
// A result is copied out of the render process and kept while the step runs: a template must not
// be able to make it as big as the render's whole heap, ten tasks at a time.
const MAX_ANSWER_CHARS = 16 * 1024 * 1024;

/** One render process per processor but one, which is left to the server's requests. */
export function defaultRenderWorkers(): number {
  return Math.max(1, Math.min(4, os.availableParallelism() - 1));
}

function containsSyntax(value: unknown): boolean {
  if (typeof value === 'string') return TEMPLATE_SYNTAX.test(value);
  if (Array.isArray(value)) return value.some(containsSyntax);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsSyntax);
  return false;
}

// What rendering does to a value without any expression in it, without a trip to a render
// process: a JSON copy with empty strings dropped.
function copyWithoutExpressions(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (Array.isArray(value)) return value.map(item => copyWithoutExpressions(item) ?? null);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const rendered = copyWithoutExpressions(item);
      if (rendered !== undefined) copy[key] = rendered;
    }
    return copy;
  }
  return value;
}

function indexById<T extends { id: string }>(
  groups: ReadonlyArray<readonly T[] | undefined>,
  what: string,
): Map<string, T> {
  const byId = new Map<string, T>();
  for (const item of groups.flatMap(group => group ?? [])) {
    if (byId.has(item.id)) {
      throw new ConflictError(`The template ${what} '${item.id}' is defined more than once`);
    }
    byId.set(item.id, item);
  }
  return byId;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// Nunjucks prefixes messages with its own location line; the expression is named by us instead.
function cleanMessage(message: string): string {
  return message
    .replace(/^Template render error:\s*/, '')
    .replace(/\(unknown path\)\s*/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Built once per scaffolder and reused: its render processes start on first use. */
export function createTemplateRenderer(options: TemplateRendererOptions = {}): TemplateRenderer {
  const extensions = options.extensions ?? [];
  const filters = indexById<TemplateFilter>(
    [createBuiltinFilters(options), ...extensions.map(e => e.filters)],
    'filter',
  );
  const functions = indexById<TemplateGlobalFunction>(
    extensions.map(e => e.functions),
    'function',
  );
  const values = indexById(
    extensions.map(e => e.values),
    'value',
  );
  for (const id of functions.keys()) {
    if (values.has(id)) throw new ConflictError(`The template global '${id}' is defined twice`);
  }

  // Filters and functions are code of this server (and of other plugins): they run here, called
  // from the render process, with JSON in and out.
  const callHost: HostCall = (kind, name, argsJson) => {
    try {
      const args = JSON.parse(argsJson) as Parameters<TemplateFilter['filter']>;
      const entry = kind === 'filter' ? filters.get(name)?.filter : functions.get(name)?.fn;
      if (!entry) return JSON.stringify({ error: `unknown ${kind} ${name}` });
      const value = entry(...args);
      return JSON.stringify(value === undefined ? {} : { value });
    } catch (error) {
      return JSON.stringify({ error: describeError(error) });
    }
  };

  const pool = createRenderPool({
    size: options.workers ?? defaultRenderWorkers(),
    timeoutMs: options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
    maxMemoryMb: options.maxMemoryMb ?? DEFAULT_RENDER_MEMORY_MB,
    maxAnswerChars: MAX_ANSWER_CHARS,
    sandbox: {
      filters: [...filters.keys()],
      functions: [...functions.keys()],
      values: Object.fromEntries([...values].map(([id, global]) => [id, global.value])),
    },
    callHost,
    onUnexpectedExit: options.onUnexpectedExit,
  });

  const run = async (
    value: unknown,
    context: TemplateContext,
    mode: SandboxRequest['mode'],
    renderOptions: RenderOptions = {},
  ): Promise<unknown> => {
    const answer = await pool.render({
      value,
      context,
      mode,
      cookiecutterCompat: renderOptions.cookiecutterCompat === true,
      trimBlocks: renderOptions.trimBlocks === true,
      lstripBlocks: renderOptions.lstripBlocks === true,
    });
    if (answer.error !== undefined) {
      throw new TemplateRenderError(cleanMessage(answer.error), answer.expression);
    }
    return answer.empty ? undefined : answer.value;
  };

  return {
    renderValue: async (value, context, renderOptions) =>
      containsSyntax(value)
        ? run(value, context, 'value', renderOptions)
        : copyWithoutExpressions(value),
    renderText: async (text, context, renderOptions) =>
      TEMPLATE_SYNTAX.test(text)
        ? String((await run(text, context, 'text', renderOptions)) ?? '')
        : text,
    close: () => pool.close(),
  };
}
