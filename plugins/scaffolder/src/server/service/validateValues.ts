import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { InputError } from '@atrium/model';

// Templates carry `ui:*` keys and formats of their own; like Backstage, only the JSON Schema
// keywords are checked and unknown ones are ignored.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

const MAX_CACHED = 200;
const compiled = new Map<string, ValidateFunction>();

function validatorFor(schema: Readonly<Record<string, unknown>>): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(schema);
    } catch (error) {
      throw new InputError(`The template's parameter schema is invalid: ${String(error)}`);
    }
    if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value!);
    compiled.set(key, validate);
  }
  return validate;
}

/**
 * Checks the user's values against every form step of the template (each step's `required`,
 * types, enums, patterns…): a 400 naming each field that is wrong.
 */
export function validateValues(
  steps: ReadonlyArray<Readonly<Record<string, unknown>>>,
  values: Readonly<Record<string, unknown>>,
): void {
  const problems: string[] = [];
  for (const schema of steps) {
    const validate = validatorFor(schema);
    if (!validate(values)) problems.push(...(validate.errors ?? []).map(describeProblem));
  }
  if (problems.length > 0) {
    throw new InputError(`Invalid values: ${[...new Set(problems)].join('; ')}`);
  }
}

function describeProblem(error: ErrorObject): string {
  const path = error.instancePath.split('/').filter(Boolean).join('.');
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string }).missingProperty);
    return `${path ? `${path}.` : ''}${missing} is required`;
  }
  return `${path || 'values'} ${error.message ?? 'is invalid'}`;
}
