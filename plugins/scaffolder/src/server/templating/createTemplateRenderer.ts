import { ConflictError, InputError } from '@atrium/model';
import {
  createSandbox,
  type HostCall,
  type Sandbox,
  type SandboxConfig,
  type SandboxRequest,
  TEMPLATE_SYNTAX,
} from './createSandbox';
import { createBuiltinFilters, type BuiltinFiltersOptions } from './filters/createBuiltinFilters';
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
 * Renders template expressions in a sandbox (see `sandboxSource.ts`). Every method is synchronous
 * and throws `TemplateRenderError` for a bad expression.
 */
export interface TemplateRenderer {
  /**
   * Renders a value as step inputs and outputs are: strings that are exactly one expression keep
   * the expression's type, other strings render to text (an empty result drops the key), and
   * objects and arrays render item by item.
   */
  renderValue(value: unknown, context: TemplateContext, options?: RenderOptions): unknown;
  /** Renders text to text, as file contents and file names are. */
  renderText(text: string, context: TemplateContext, options?: RenderOptions): string;
}

export interface TemplateRendererOptions extends BuiltinFiltersOptions {
  /** Filters and globals other plugins contributed. */
  readonly extensions?: readonly TemplatingExtensions[];
  /** How long one render may run before it is stopped; 1000 ms unless given. */
  readonly timeoutMs?: number;
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

const DEFAULT_TIMEOUT_MS = 1000;

function containsSyntax(value: unknown): boolean {
  if (typeof value === 'string') return TEMPLATE_SYNTAX.test(value);
  if (Array.isArray(value)) return value.some(containsSyntax);
  if (value !== null && typeof value === 'object') return Object.values(value).some(containsSyntax);
  return false;
}

// What rendering does to a value without any expression in it, without entering the sandbox
// (whose time limit costs a watchdog thread per call): a JSON copy with empty strings dropped.
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

/** Built once per scaffolder and reused: one sandbox per syntax, made on first use. */
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
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

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

  const sandboxes = new Map<boolean, Sandbox>();
  const sandboxFor = (cookiecutterCompat: boolean): Sandbox => {
    let sandbox = sandboxes.get(cookiecutterCompat);
    if (!sandbox) {
      const config: SandboxConfig = {
        cookiecutterCompat,
        filters: [...filters.keys()],
        functions: [...functions.keys()],
        values: Object.fromEntries([...values].map(([id, global]) => [id, global.value])),
      };
      sandbox = createSandbox(config, callHost, timeoutMs);
      sandboxes.set(cookiecutterCompat, sandbox);
    }
    return sandbox;
  };

  const run = (
    value: unknown,
    context: TemplateContext,
    mode: SandboxRequest['mode'],
    renderOptions: RenderOptions = {},
  ): unknown => {
    const answer = sandboxFor(renderOptions.cookiecutterCompat === true)({
      value,
      context,
      mode,
      trimBlocks: renderOptions.trimBlocks === true,
      lstripBlocks: renderOptions.lstripBlocks === true,
    });
    if (answer.error !== undefined) {
      throw new TemplateRenderError(cleanMessage(answer.error), answer.expression);
    }
    return answer.empty ? undefined : answer.value;
  };

  return {
    renderValue: (value, context, renderOptions) =>
      containsSyntax(value)
        ? run(value, context, 'value', renderOptions)
        : copyWithoutExpressions(value),
    renderText: (text, context, renderOptions) =>
      TEMPLATE_SYNTAX.test(text) ? String(run(text, context, 'text', renderOptions) ?? '') : text,
  };
}
