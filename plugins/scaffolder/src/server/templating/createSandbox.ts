import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { compileTemplate, type CompileOptions } from './compileTemplate';
import { SANDBOX_HARDEN_SOURCE, SANDBOX_SETUP_SOURCE } from './sandboxSource';

/** Called from the sandbox for filters and functions the host implements: JSON in, JSON out. */
export type HostCall = (kind: string, name: string, argsJson: string) => string;

export interface SandboxConfig {
  readonly cookiecutterCompat: boolean;
  readonly filters: readonly string[];
  readonly functions: readonly string[];
  readonly values: Readonly<Record<string, unknown>>;
}

export interface SandboxRequest {
  readonly value: unknown;
  readonly context: unknown;
  readonly mode: 'value' | 'text';
  readonly trimBlocks: boolean;
  readonly lstripBlocks: boolean;
}

export interface SandboxAnswer {
  value?: unknown;
  empty?: boolean;
  error?: string;
  expression?: string;
}

/** `requestJson`, when the caller has the request as JSON already, spares serialising it again. */
export type Sandbox = (request: SandboxRequest, requestJson?: string) => SandboxAnswer;

interface SandboxHandle {
  setRequest(json: string): void;
  install(key: string, envKey: string, props: unknown, dumped: boolean): void;
  forget(): void;
  environments: unknown;
}

interface SandboxContext {
  readonly context: vm.Context;
  readonly handle: SandboxHandle;
  /** The global names setup left; anything else a render adds is removed after it. */
  readonly globalNames: ReadonlySet<string | symbol>;
  /** Keys of the templates compiled into this context. */
  readonly installed: Set<string>;
  readonly cookiecutterCompat: boolean;
}

/** What marks a string as a template; strings without it render to themselves. */
export const TEMPLATE_SYNTAX = /\{\{|\{%|\{#/;
// Distinct strings kept compiled per context; past this the cache starts again.
const CACHE_LIMIT = 2000;

let nunjucksSource: string | undefined;

// The browser build is self-contained (no require of node modules), so it runs in a bare context.
function loadNunjucksSource(): string {
  if (nunjucksSource === undefined) {
    const require = createRequire(import.meta.url);
    nunjucksSource = readFileSync(require.resolve('nunjucks/browser/nunjucks.min.js'), 'utf8');
  }
  return nunjucksSource;
}

function createSandboxContext(config: SandboxConfig, callHost: HostCall): SandboxContext {
  const context = vm.createContext(
    {},
    { name: 'atrium-templates', codeGeneration: { strings: false, wasm: false } },
  );
  const wrapped = `(function () { var module = { exports: {} }; var exports = module.exports;\n${loadNunjucksSource()}\n;return module.exports; })()`;
  const nunjucks: unknown = vm.runInContext(wrapped, context);
  const setup = vm.runInContext(SANDBOX_SETUP_SOURCE, context) as (
    nunjucks: unknown,
    callHost: HostCall,
    configJson: string,
  ) => SandboxHandle;
  const handle = setup(nunjucks, callHost, JSON.stringify(config));
  const harden = vm.runInContext(SANDBOX_HARDEN_SOURCE, context) as (roots: unknown[]) => void;
  harden([nunjucks, handle.environments, handle.setRequest, handle.install, handle.forget]);
  return {
    context,
    handle,
    globalNames: new Set(Reflect.ownKeys(context)),
    installed: new Set(),
    cookiecutterCompat: config.cookiecutterCompat,
  };
}

function collectStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (TEMPLATE_SYNTAX.test(value)) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
  return into;
}

class PrepareError extends Error {
  constructor(
    message: string,
    readonly expression: string,
  ) {
    super(message);
  }
}

function prepare(sandbox: SandboxContext, request: SandboxRequest): void {
  const options: CompileOptions = {
    cookiecutterCompat: sandbox.cookiecutterCompat,
    trimBlocks: request.trimBlocks,
    lstripBlocks: request.lstripBlocks,
  };
  const envKey = `${request.trimBlocks},${request.lstripBlocks}`;
  const strings = collectStrings(request.value, new Set());
  if (sandbox.installed.size + strings.size > CACHE_LIMIT) {
    sandbox.handle.forget();
    sandbox.installed.clear();
  }
  for (const text of strings) {
    const key = `${envKey}:${request.mode}:${text}`;
    if (sandbox.installed.has(key)) continue;
    let compiled;
    try {
      compiled = compileTemplate(text, options, request.mode === 'value');
    } catch (error) {
      throw new PrepareError(error instanceof Error ? error.message : String(error), text);
    }
    // Host-initiated compilation: allowed, unlike code a template would try to build.
    const props: unknown = new vm.Script(`(function () {\n${compiled.code}\n})()`).runInContext(
      sandbox.context,
    );
    sandbox.handle.install(key, envKey, props, compiled.dumped);
    sandbox.installed.add(key);
  }
}

const renderScript = new vm.Script('__atriumRender()', { filename: 'atrium-template-render' });

export interface SandboxOptions {
  /** Longest answer (JSON text) handed out; a longer one is an error instead. */
  readonly maxAnswerChars?: number;
}

/**
 * One context for one syntax, made on first use and kept; remade if a render spoils it. It runs
 * without a time limit of its own: it lives in a render worker, which is stopped from outside
 * when a render takes too long (`isolation/createRenderPool.ts`).
 */
export function createSandbox(
  config: SandboxConfig,
  callHost: HostCall,
  options: SandboxOptions = {},
): Sandbox {
  let current: SandboxContext | undefined;
  return (request, requestJson) => {
    current ??= createSandboxContext(config, callHost);
    const sandbox = current;
    try {
      prepare(sandbox, request);
    } catch (error) {
      if (error instanceof PrepareError)
        return { error: error.message, expression: error.expression };
      throw error;
    }
    sandbox.handle.setRequest(requestJson ?? JSON.stringify(request));
    let answer: unknown;
    try {
      answer = renderScript.runInContext(sandbox.context);
    } finally {
      // Global names are the one thing hardening cannot freeze: a render must not leave one for
      // a later render (of another task). One that cannot be removed retires the context.
      for (const key of Reflect.ownKeys(sandbox.context)) {
        if (!sandbox.globalNames.has(key) && !Reflect.deleteProperty(sandbox.context, key)) {
          current = undefined;
        }
      }
    }
    // The sandbox answers with a string only; anything else means it was tampered with.
    if (typeof answer !== 'string') return { error: 'the template sandbox gave no answer' };
    const limit = options.maxAnswerChars;
    if (limit !== undefined && answer.length > limit) {
      return {
        error: `the rendered result is larger than ${describeSize(limit)}`,
        expression: typeof request.value === 'string' ? request.value : undefined,
      };
    }
    return JSON.parse(answer) as SandboxAnswer;
  };
}

function describeSize(chars: number): string {
  const mb = chars / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${chars} characters`;
}
