import { InputError, isPlainObject } from '@atrium/model';
import {
  MAX_CLAUSES,
  MAX_KEY_LENGTH,
  MAX_VALUE_LENGTH,
  type EntityCondition,
} from './parseEntityFilter';

/** How deep `$all`/`$any`/`$not` may nest: far beyond any hand-written query. */
export const MAX_PREDICATE_DEPTH = 16;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Primitive = string | number | boolean;

function isPrimitive(value: unknown): value is Primitive {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** Values compare as lower-cased strings, numbers and booleans included (`7` matches "7"). */
function comparable(value: Primitive): string {
  const text = String(value).toLowerCase();
  if (text.length > MAX_VALUE_LENGTH) {
    throw new InputError(`Invalid query: a value is at most ${MAX_VALUE_LENGTH} characters`);
  }
  return text;
}

/**
 * Parses a filter predicate (the `query` of `POST /entities/by-query`, `/entity-facets` and
 * `/locations/by-query`): field paths matched by a value, `$in`, `$exists` or `$hasPrefix`, combined
 * with `$all`, `$any` and `$not`. Keys and values compare case-insensitively. Anything else,
 * `$contains` included, which the catalog's search rows cannot answer, is a 400 naming it.
 */
export function parseFilterPredicate(predicate: unknown): EntityCondition {
  let clauses = 0;
  const countClause = () => {
    if (++clauses > MAX_CLAUSES) {
      throw new InputError(`Invalid query: at most ${MAX_CLAUSES} conditions are accepted`);
    }
  };

  const parse = (node: unknown, depth: number): EntityCondition => {
    if (depth > MAX_PREDICATE_DEPTH) {
      throw new InputError(`Invalid query: it nests deeper than ${MAX_PREDICATE_DEPTH} levels`);
    }
    if (!isPlainObject(node)) {
      throw new InputError(
        `Invalid query: expected an object of field conditions, got ${JSON.stringify(node as Json)?.slice(0, 100)}`,
      );
    }
    const keys = Object.keys(node);
    const operator = keys.find(key => key.startsWith('$'));
    if (operator !== undefined) {
      if (keys.length > 1) {
        throw new InputError(`Invalid query: '${operator}' must be the only key of its object`);
      }
      const operand = node[operator];
      if (operator === '$not') return { not: parse(operand, depth + 1) };
      if (operator === '$all' || operator === '$any') {
        if (!Array.isArray(operand)) {
          throw new InputError(`Invalid query: '${operator}' takes a list of predicates`);
        }
        const parts = operand.map(part => parse(part, depth + 1));
        return operator === '$all' ? { allOf: parts } : { anyOf: parts };
      }
      throw new InputError(
        `Invalid query: unknown operator '${operator.slice(0, 50)}'; expected $all, $any or $not`,
      );
    }
    const conditions = keys.map(key => {
      countClause();
      return fieldCondition(key, node[key]);
    });
    return conditions.length === 1 ? conditions[0]! : { allOf: conditions };
  };

  return parse(predicate, 0);
}

function fieldCondition(path: string, value: unknown): EntityCondition {
  const key = path.trim().toLowerCase();
  if (key === '') throw new InputError('Invalid query: a field path is empty');
  if (key.length > MAX_KEY_LENGTH) {
    throw new InputError(`Invalid query: a field path is at most ${MAX_KEY_LENGTH} characters`);
  }
  if (isPrimitive(value)) return { key, values: [comparable(value)] };
  if (isPlainObject(value)) {
    const [matcher, ...others] = Object.keys(value);
    const operand = matcher === undefined ? undefined : value[matcher];
    if (others.length === 0 && matcher === '$exists' && typeof operand === 'boolean') {
      return operand ? { key } : { not: { key } };
    }
    if (others.length === 0 && matcher === '$in' && Array.isArray(operand)) {
      if (!operand.every(isPrimitive)) {
        throw new InputError(`Invalid query: '$in' of '${path}' takes a list of values`);
      }
      if (operand.length > MAX_CLAUSES) {
        throw new InputError(`Invalid query: '$in' takes at most ${MAX_CLAUSES} values`);
      }
      // An empty list matches nothing.
      return operand.length === 0 ? { anyOf: [] } : { key, values: operand.map(comparable) };
    }
    if (others.length === 0 && matcher === '$hasPrefix' && typeof operand === 'string') {
      return { key, prefix: comparable(operand) };
    }
  }
  throw new InputError(
    `Invalid query: the condition on '${path.slice(0, 100)}' must be a value, $exists, $in or $hasPrefix, got ${JSON.stringify(value as Json)?.slice(0, 100)}`,
  );
}
