import yaml from 'js-yaml';
import { InputError } from '@atrium/model';
import { yieldToRequests } from './yieldToRequests';

export interface ParsedDocument {
  /** 1-based position in the file, for messages. */
  index: number;
  value: unknown;
}

// An alias can repeat a subtree many times without taking memory ("billion laughs"); such a
// document would explode once serialised, so documents are refused past this many nodes.
const MAX_NODES_PER_DOCUMENT = 200_000;
// Documents parsed between two yields: a file of thousands takes far longer than a request may wait.
const DOCUMENTS_PER_PART = 200;
// A line `---` at the start always begins a document, whatever comes before it (YAML 1.2).
const DOCUMENT_START = /^---(?=[ \t\r\n]|$)/gm;

/**
 * Splits a catalog file into its YAML documents. The core schema reads YAML 1.2 as catalog files
 * mean it (dates stay strings). Any syntax error rejects the whole file: a half-read file must
 * not orphan the entities of the half that could not be read.
 */
export async function parseEntityDocuments(text: string, label: string): Promise<ParsedDocument[]> {
  const parsed: ParsedDocument[] = [];
  let position = 0;
  for (const part of splitIntoParts(text)) {
    if (part.firstLine > 0) await yieldToRequests();
    for (const value of loadPart(part, label)) {
      position++;
      // An empty document (a trailing '---') is not an entity and not an error.
      if (value === null || value === undefined) continue;
      if (countNodes(value, MAX_NODES_PER_DOCUMENT) > MAX_NODES_PER_DOCUMENT) {
        throw new InputError(
          `Malformed YAML in ${label}: document ${position} expands to more than ${MAX_NODES_PER_DOCUMENT} values (too many aliases)`,
        );
      }
      parsed.push({ index: position, value });
    }
  }
  return parsed;
}

interface Part {
  text: string;
  /** 0-based line of the file where the part starts, for messages. */
  firstLine: number;
}

/**
 * Cuts the file before every DOCUMENTS_PER_PART-th document start. A file with directives
 * (`%YAML`) stays whole: a directive belongs to the document after it.
 */
function* splitIntoParts(text: string): Generator<Part> {
  if (/^%/m.test(text)) {
    yield { text, firstLine: 0 };
    return;
  }
  let start = 0;
  let firstLine = 0;
  let documents = 0;
  for (const match of text.matchAll(DOCUMENT_START)) {
    documents++;
    if (documents % DOCUMENTS_PER_PART !== 0 || match.index === start) continue;
    const part = text.slice(start, match.index);
    yield { text: part, firstLine };
    firstLine += countLines(part);
    start = match.index;
  }
  yield { text: text.slice(start), firstLine };
}

function loadPart(part: Part, label: string): unknown[] {
  try {
    return yaml.loadAll(part.text, undefined, { schema: yaml.CORE_SCHEMA, filename: label });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const where = error.mark
        ? ` at line ${part.firstLine + error.mark.line + 1}, column ${error.mark.column + 1}`
        : '';
      throw new InputError(`Malformed YAML in ${label}${where}: ${error.reason}`);
    }
    throw error;
  }
}

function countLines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
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
