import { parseAllDocuments } from 'yaml';
import { InputError } from '@atrium/model';

export interface ParsedDocument {
  /** 1-based position in the file, for messages. */
  index: number;
  value: unknown;
}

/**
 * Splits a catalog file into its YAML documents. Any syntax error rejects the whole file: a
 * half-read file must not orphan the entities of the half that could not be read.
 */
export function parseEntityDocuments(text: string, label: string): ParsedDocument[] {
  // Alias expansion is capped so a "billion laughs" file cannot exhaust memory.
  const documents = parseAllDocuments(text, { prettyErrors: true });
  const list = Array.isArray(documents) ? documents : [documents];
  const parsed: ParsedDocument[] = [];
  for (const [position, document] of list.entries()) {
    const [error] = document.errors;
    if (error) {
      const where = error.linePos?.[0]
        ? ` at line ${error.linePos[0].line}, column ${error.linePos[0].col}`
        : '';
      throw new InputError(`Malformed YAML in ${label}${where}: ${firstLine(error.message)}`);
    }
    let value: unknown;
    try {
      value = document.toJS({ maxAliasCount: 100 });
    } catch (cause) {
      throw new InputError(
        `Malformed YAML in ${label}: ${firstLine(String((cause as Error).message))}`,
      );
    }
    // An empty document (a trailing '---') is not an entity and not an error.
    if (value === null || value === undefined) continue;
    parsed.push({ index: position + 1, value });
  }
  return parsed;
}

function firstLine(message: string): string {
  return message.split('\n')[0] ?? message;
}
