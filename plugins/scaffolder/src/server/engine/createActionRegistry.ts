import { ConflictError, NotFoundError } from '@atrium/model';
import { z } from 'zod';
import type { ActionDescription, JsonObject } from '../../shared';
import type { AnyTemplateAction } from '../actions/createTemplateAction';

/** The installed actions, by id. */
export interface ActionRegistry {
  /** Throws `NotFoundError` for an id nothing registered. */
  get(id: string): AnyTemplateAction;
  has(id: string): boolean;
  /** The entries of `GET /v2/actions`, sorted by id. */
  list(): ActionDescription[];
}

function toJsonSchema(schema: z.ZodType | undefined): JsonObject | undefined {
  if (!schema) return undefined;
  // Schemas with parts JSON Schema cannot say (transforms, custom checks) are described as
  // far as possible rather than refused: the list is documentation.
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonObject;
}

function describeAction(action: AnyTemplateAction): ActionDescription {
  const input = toJsonSchema(action.schema?.input);
  const output = toJsonSchema(action.schema?.output);
  return {
    id: action.id,
    ...(action.description !== undefined && { description: action.description }),
    ...(action.examples !== undefined && { examples: [...action.examples] }),
    schema: { ...(input && { input }), ...(output && { output }) },
  };
}

/** Refuses two actions with one id: which one a template ran would depend on install order. */
export function createActionRegistry(actions: readonly AnyTemplateAction[]): ActionRegistry {
  const byId = new Map<string, AnyTemplateAction>();
  for (const action of actions) {
    if (byId.has(action.id)) {
      throw new ConflictError(
        `Template action with ID '${action.id}' is registered more than once`,
      );
    }
    byId.set(action.id, action);
  }
  let descriptions: ActionDescription[] | undefined;
  return {
    get(id) {
      const action = byId.get(id);
      if (!action) {
        throw new NotFoundError(
          `Template action with ID '${id}' is not registered. See the installed actions for the ones available.`,
        );
      }
      return action;
    },
    has: id => byId.has(id),
    list() {
      descriptions ??= [...byId.values()]
        .sort((a, b) => a.id.localeCompare(b.id))
        .map(describeAction);
      return descriptions;
    },
  };
}
