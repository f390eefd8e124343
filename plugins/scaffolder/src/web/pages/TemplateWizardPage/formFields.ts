import type { FormStep } from './extractUiSchema';

type JsonRecord = Record<string, unknown>;

/** A property of a step's form with its schema and uiSchema, found by walking nested objects. */
export interface FormField {
  path: string[];
  schema: JsonRecord;
  uiSchema: JsonRecord;
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function alternatives(schema: JsonRecord): JsonRecord[] {
  const found: JsonRecord[] = [];
  for (const key of ['oneOf', 'anyOf', 'allOf']) {
    const list = schema[key];
    if (Array.isArray(list)) found.push(...list.filter(isRecord));
  }
  const dependencies = schema['dependencies'];
  if (isRecord(dependencies)) {
    for (const dependency of Object.values(dependencies)) {
      if (isRecord(dependency)) found.push(dependency, ...alternatives(dependency));
    }
  }
  return found;
}

function walk(schema: JsonRecord, uiSchema: JsonRecord, path: string[], out: FormField[]): void {
  for (const source of [schema, ...alternatives(schema)]) {
    const properties = source['properties'];
    if (!isRecord(properties)) continue;
    for (const [name, property] of Object.entries(properties)) {
      if (!isRecord(property)) continue;
      const childUi = isRecord(uiSchema[name]) ? (uiSchema[name] as JsonRecord) : {};
      const childPath = [...path, name];
      if (out.some(field => field.path.join('.') === childPath.join('.'))) continue;
      out.push({ path: childPath, schema: property, uiSchema: childUi });
      walk(property, childUi, childPath, out);
    }
  }
}

/** Every property of a step, nested objects included, in schema order. */
export function formFields(step: FormStep): FormField[] {
  const out: FormField[] = [];
  walk(step.schema, step.uiSchema, [], out);
  return out;
}

/** A `ui:field: Secret` or `ui:widget: password` field: its value belongs in `secrets`. */
export function isSecretField(field: FormField): boolean {
  return field.uiSchema['ui:field'] === 'Secret' || field.uiSchema['ui:widget'] === 'password';
}

export function getAtPath(data: unknown, path: readonly string[]): unknown {
  let current = data;
  for (const key of path) {
    if (!isRecord(current)) return undefined;
    current = current[key];
  }
  return current;
}

function setAtPath(data: JsonRecord, path: readonly string[], value: unknown): void {
  let current = data;
  for (const key of path.slice(0, -1)) {
    if (!isRecord(current[key])) return;
    current = current[key] as JsonRecord;
  }
  const last = path[path.length - 1];
  if (last !== undefined) current[last] = value;
}

/** What the form sends for a secret in `values`: its length in stars, never the secret. */
export function maskSecret(value: string): string {
  return '*'.repeat(value.length);
}

/**
 * Splits the form's data into the request's `values` and `secrets`: a secret field's value is
 * sent under its property name in `secrets`, and `values` keeps only stars of the same length so
 * the server's schema check (required, minLength) still sees the field filled.
 */
export function splitSecrets(
  steps: readonly FormStep[],
  formData: JsonRecord,
): { values: JsonRecord; secrets: Record<string, string> } {
  const values = structuredClone(formData);
  const secrets: Record<string, string> = {};
  for (const field of steps.flatMap(formFields)) {
    if (!isSecretField(field)) continue;
    const value = getAtPath(formData, field.path);
    if (typeof value !== 'string') continue;
    secrets[field.path[field.path.length - 1]!] = value;
    setAtPath(values, field.path, maskSecret(value));
  }
  return { values, secrets };
}
