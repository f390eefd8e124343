import { z } from 'zod';
import type { ActionDescription, JsonObject } from '../../shared';
import type { TemplateAction } from '../actions';

/**
 * `GET /v2/actions`: each action with its input and output as JSON Schema (converted from its
 * zod schemas), its description and examples, sorted by id.
 */
export function describeActions(
  actions: ReadonlyArray<TemplateAction<unknown>>,
): ActionDescription[] {
  return actions
    .map(action => ({
      id: action.id,
      ...(action.description !== undefined && { description: action.description }),
      ...(action.examples !== undefined && { examples: [...action.examples] }),
      schema: {
        ...(action.schema?.input && { input: jsonSchemaOf(action.schema.input) }),
        ...(action.schema?.output && { output: jsonSchemaOf(action.schema.output) }),
      },
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

function jsonSchemaOf(schema: z.ZodType): JsonObject {
  try {
    // Parts JSON Schema cannot express (transforms, custom checks) are left open rather than fail.
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonObject;
  } catch {
    return {};
  }
}

/** Refuses two actions with one id: which one a template gets must not depend on load order. */
export function assertUniqueActionIds(actions: ReadonlyArray<TemplateAction<unknown>>): void {
  const seen = new Set<string>();
  for (const action of actions) {
    if (seen.has(action.id)) {
      throw new Error(`Scaffolder action '${action.id}' is registered more than once`);
    }
    seen.add(action.id);
  }
}
