import yaml from 'js-yaml';
import { InputError } from '@atrium/model';

export interface ParsedDocument {
  /** 1-based position in the file, for messages. */
  index: number;
  value: unknown;
}

// An alias can repeat a subtree many times without taking memory ("billion laughs"); such a
// document would explode once serialised, so documents are refused past this many nodes.
const MAX_NODES_PER_DOCUMENT = 200_000;

/**
 * Splits a catalog file into its YAML documents. The core schema reads YAML 1.2 as catalog files
 * mean it (dates stay strings). Any syntax error rejects the whole file: a half-read file must
 * not orphan the entities of the half that could not be read.
 */
export function parseEntityDocuments(text: string, label: string): ParsedDocument[] {
  let values: unknown[];
  try {
    values = yaml.loadAll(text, undefined, { schema: yaml.CORE_SCHEMA, filename: label });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const where = error.mark
        ? ` at line ${error.mark.line + 1}, column ${error.mark.column + 1}`
        : '';
      throw new InputError(`Malformed YAML in ${label}${where}: ${error.reason}`);
    }
    throw error;
  }
  const parsed: ParsedDocument[] = [];
  for (const [position, value] of values.entries()) {
    // An empty document (a trailing '---') is not an entity and not an error.
    if (value === null || value === undefined) continue;
    if (countNodes(value, MAX_NODES_PER_DOCUMENT) > MAX_NODES_PER_DOCUMENT) {
      throw new InputError(
        `Malformed YAML in ${label}: document ${position + 1} expands to more than ${MAX_NODES_PER_DOCUMENT} values (too many aliases)`,
      );
    }
    parsed.push({ index: position + 1, value });
  }
  return parsed;
}

/** Counts values the way serialising would visit them, stopping once past `limit`. */
function countNodes(root: unknown, limit: number): number {
  let count = 0;
  const stack: unknown[] = [root];
  while (stack.length > 0 && count <= limit) {
    const node = stack.pop();
    count++;
    if (Array.isArray(node)) stack.push(...node);
    else if (node !== null && typeof node === 'object') stack.push(...Object.values(node));
  }
  return count;
}
