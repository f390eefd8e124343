import { z } from 'zod';

/**
 * The top-level keys of a rendered input that the action's schema does not declare. A zod object
 * strips such keys without a word, so a misspelt or unsupported input would vanish unnoticed.
 * Only a plain object schema that strips is checked: a loose one keeps every key, a strict one
 * already fails, and any other schema (a union, a transform) declares no single set of keys.
 */
export function findIgnoredInputs(schema: z.ZodType | undefined, input: unknown): string[] {
  if (!(schema instanceof z.ZodObject) || schema.def.catchall !== undefined) return [];
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return [];
  const declared = new Set(Object.keys(schema.shape));
  return Object.keys(input).filter(key => !declared.has(key));
}
