import { createRequire } from 'node:module';

/** The parts of nunjucks' (undocumented) compiler API the host uses; it never renders here. */
interface NunjucksCompilerApi {
  compiler: {
    compile(
      source: string,
      asyncFilters: string[],
      extensions: unknown[],
      name: string | undefined,
      options: object,
    ): string;
  };
  parser: { parse(source: string, extensions: unknown[], options: object): ParsedNode };
  nodes: { Output: abstract new () => unknown; TemplateData: abstract new () => unknown };
}

interface ParsedNode {
  children: ParsedNode[];
}

const nunjucks = createRequire(import.meta.url)('nunjucks') as NunjucksCompilerApi;

export interface CompileOptions {
  readonly cookiecutterCompat: boolean;
  readonly trimBlocks: boolean;
  readonly lstripBlocks: boolean;
}

export interface CompiledTemplate {
  /** JavaScript that evaluates to nunjucks' template properties (`{ root, … }`). */
  readonly code: string;
  /** Compiled as `(expression) | dump`: the rendered text is JSON of the expression's value. */
  readonly dumped: boolean;
}

function nunjucksOptions(options: CompileOptions): object {
  return {
    autoescape: false,
    trimBlocks: options.trimBlocks,
    lstripBlocks: options.lstripBlocks,
    tags: options.cookiecutterCompat
      ? { variableStart: '{{', variableEnd: '}}' }
      : { variableStart: '${{', variableEnd: '}}' },
  };
}

/** The expression of a string that is exactly one `${{ expression }}`, else undefined. */
function singleExpression(text: string, options: CompileOptions): string | undefined {
  const pattern = options.cookiecutterCompat ? /^\{\{([\s\S]*)\}\}$/ : /^\$\{\{([\s\S]*)\}\}$/;
  const match = pattern.exec(text);
  if (!match) return undefined;
  const root = nunjucks.parser.parse(text, [], nunjucksOptions(options));
  const only = root.children.length === 1 ? root.children[0] : undefined;
  if (!only || !(only instanceof nunjucks.nodes.Output) || only.children.length !== 1) {
    return undefined;
  }
  if (only.children[0] instanceof nunjucks.nodes.TemplateData) return undefined;
  return match[1];
}

/**
 * Compiles a template to code for the sandbox. As a value (`asValue`), a string that is exactly
 * one expression is compiled to dump its value as JSON, so it keeps its type. Throws nunjucks'
 * error for bad syntax.
 */
export function compileTemplate(
  text: string,
  options: CompileOptions,
  asValue: boolean,
): CompiledTemplate {
  const expression = asValue ? singleExpression(text, options) : undefined;
  const open = options.cookiecutterCompat ? '{{' : '${{';
  const source = expression === undefined ? text : `${open} (${expression}) | dump }}`;
  const code = nunjucks.compiler.compile(source, [], [], undefined, nunjucksOptions(options));
  return { code, dumped: expression !== undefined };
}
