import { InputError } from '@atrium/model';

/** A permission rule's parameters, as a policy wrote them. */
export type RuleParams = Record<string, unknown> | undefined;

export function stringParam(params: RuleParams, name: string, rule: string): string {
  const value = params?.[name];
  if (typeof value !== 'string' || value === '') {
    throw new InputError(`${rule} needs a '${name}' parameter (a non-empty string)`);
  }
  return value;
}

export function stringListParam(params: RuleParams, name: string, rule: string): string[] {
  const value = params?.[name];
  if (!Array.isArray(value) || !value.every(item => typeof item === 'string')) {
    throw new InputError(`${rule} needs a '${name}' parameter (a list of strings)`);
  }
  return value;
}

export function optionalString(params: RuleParams, name: string): string | undefined {
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
}
