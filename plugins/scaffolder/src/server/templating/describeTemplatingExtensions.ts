import { z } from 'zod';
import type {
  JsonObject,
  TemplatingCallableDescription,
  TemplatingExtensionsResponse,
} from '../../shared';
import { createBuiltinFilters, type BuiltinFiltersOptions } from './filters/createBuiltinFilters';
import type {
  TemplatingExample,
  TemplatingExtensions,
  TemplatingSchema,
} from './templatingExtensions';

function toJsonSchema(schema: z.ZodType): JsonObject {
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonObject;
}

function describeCallable(item: {
  description?: string;
  schema?: TemplatingSchema;
  examples?: readonly TemplatingExample[];
}): TemplatingCallableDescription {
  const args = item.schema?.arguments;
  const output = item.schema?.output;
  return {
    ...(item.description !== undefined && { description: item.description }),
    schema: {
      ...(args && { arguments: args.map(toJsonSchema) }),
      ...(output && { output: toJsonSchema(output) }),
    },
    examples: [...(item.examples ?? [])],
  };
}

/** Documents the built-in filters and every contribution, for the Templating Extensions page. */
export function describeTemplatingExtensions(
  extensions: readonly TemplatingExtensions[] = [],
  options: BuiltinFiltersOptions = {},
): TemplatingExtensionsResponse {
  const response: TemplatingExtensionsResponse = {
    filters: {},
    globals: { functions: {}, values: {} },
  };
  for (const filter of [
    ...createBuiltinFilters(options),
    ...extensions.flatMap(e => e.filters ?? []),
  ]) {
    response.filters[filter.id] = describeCallable(filter);
  }
  for (const fn of extensions.flatMap(e => e.functions ?? [])) {
    response.globals.functions[fn.id] = describeCallable(fn);
  }
  for (const global of extensions.flatMap(e => e.values ?? [])) {
    response.globals.values[global.id] = {
      ...(global.description !== undefined && { description: global.description }),
      value: global.value,
    };
  }
  return response;
}
