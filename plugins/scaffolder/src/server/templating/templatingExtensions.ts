import { createExtensionPoint } from '@atrium/server-core';
import type { z } from 'zod';
import type { JsonObject } from '../../shared';

type JsonValue = JsonObject[string];

/** How a template author uses a filter or function, shown by `GET /v2/templating-extensions`. */
export interface TemplatingExample {
  description?: string;
  /** The expression (or step) as written in a template. */
  example: string;
  notes?: string;
}

/** Arguments (the piped value first, for a filter) and the result, as zod schemas. */
export interface TemplatingSchema {
  readonly arguments?: readonly z.ZodType[];
  readonly output?: z.ZodType;
}

/** A filter: `${{ value | id(arg) }}`. Gets and returns plain JSON values. */
export interface TemplateFilter {
  readonly id: string;
  readonly description?: string;
  readonly schema?: TemplatingSchema;
  readonly examples?: readonly TemplatingExample[];
  filter(...args: JsonValue[]): unknown;
}

/** A function callable from any expression: `${{ id(arg) }}`. */
export interface TemplateGlobalFunction {
  readonly id: string;
  readonly description?: string;
  readonly schema?: TemplatingSchema;
  readonly examples?: readonly TemplatingExample[];
  fn(...args: JsonValue[]): unknown;
}

/** A value every expression can read: `${{ id }}`. */
export interface TemplateGlobalValue {
  readonly id: string;
  readonly description?: string;
  readonly value: JsonValue;
}

/** One plugin's contribution to the expressions templates may use. */
export interface TemplatingExtensions {
  readonly filters?: readonly TemplateFilter[];
  readonly functions?: readonly TemplateGlobalFunction[];
  readonly values?: readonly TemplateGlobalValue[];
}

/**
 * Where other plugins add filters and globals:
 * `register(registrar) { registrar.add(scaffolderTemplatingExtensions, { filters: [...] }) }`.
 * A name may be given once, built-in filters included; the scaffolder refuses to start otherwise.
 */
export const scaffolderTemplatingExtensions = createExtensionPoint<TemplatingExtensions>(
  'scaffolder.templatingExtensions',
);
