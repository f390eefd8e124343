import { parse as parseYaml } from 'yaml';
import { InputError, toError } from '@atrium/model';
import { resolvePlaceholderTarget, type PlaceholderSource } from './placeholderTarget';
import { readSourceContent, type ContentReaderOptions } from './readSourceContent';

type PlaceholderKind = '$text' | '$json' | '$yaml';
const placeholderKinds = new Set<string>(['$text', '$json', '$yaml']);

export interface PlaceholderContext extends ContentReaderOptions, PlaceholderSource {
  trusted: boolean;
}

/**
 * Replaces `{ $text: ./openapi.yaml }`, `$json` and `$yaml` values with the content of the file
 * they name, relative to the entity's own file or URL — the form Backstage catalog files use to
 * keep API definitions next to the entity. Only files of the entity's own source can be named.
 */
export async function resolvePlaceholders(
  value: unknown,
  context: PlaceholderContext,
): Promise<unknown> {
  return hasPlaceholder(value) ? resolveAll(value, context) : value;
}

/** Most documents have none; checking first keeps the common case synchronous. */
function hasPlaceholder(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPlaceholder);
  if (value === null || typeof value !== 'object') return false;
  const keys = Object.keys(value);
  if (keys.length === 1 && placeholderKinds.has(keys[0]!)) return true;
  return Object.values(value).some(hasPlaceholder);
}

async function resolveAll(value: unknown, context: PlaceholderContext): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map(item => resolveAll(item, context)));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [first] = entries;
  if (entries.length === 1 && first && placeholderKinds.has(first[0])) {
    return readPlaceholder(first[0] as PlaceholderKind, first[1], context);
  }
  const resolved: Record<string, unknown> = {};
  for (const [key, item] of entries) resolved[key] = await resolveAll(item, context);
  return resolved;
}

async function readPlaceholder(
  kind: PlaceholderKind,
  reference: unknown,
  context: PlaceholderContext,
) {
  if (typeof reference !== 'string' || reference.trim() === '') {
    throw new InputError(`Placeholder ${kind} needs a file path or URL as its value`);
  }
  let content;
  try {
    const { type, target } = await resolvePlaceholderTarget(reference, context);
    content = await readSourceContent(type, target, context);
  } catch (error) {
    throw new InputError(`Placeholder ${kind} ${reference}: ${toError(error).message}`);
  }
  if (content.notModified)
    throw new InputError(`Placeholder ${kind} ${reference} could not be read`);
  const text = content.buffer.toString('utf8');
  try {
    if (kind === '$json') return JSON.parse(text);
    if (kind === '$yaml') return parseYaml(text, { maxAliasCount: 100 });
  } catch (error) {
    throw new InputError(
      `Placeholder ${kind} ${reference} is not valid ${kind.slice(1).toUpperCase()}: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  return text;
}
