// Fix-it hints appended to problem messages, kept together so forms can show the same text.
import { describeValue } from './describeValue';
import type { EntityProblem } from './EntityProblem';
import { OBJECT_NAME_MESSAGE } from './objectNameMessage';

export const API_VERSION_MESSAGE =
  'Must be 1-63 letters and digits, optionally after a DNS subdomain and "/", e.g. "backstage.io/v1alpha1".';

export const KIND_MESSAGE =
  'Must start with a letter and contain only letters and digits. Maximum length is 63 characters.';

export const DNS_LABEL_MESSAGE =
  'Must start and end with a lowercase letter or digit, and contain only lowercase letters, digits, and hyphens. Maximum length is 63 characters.';

export const KEY_MESSAGE = `Must be a name, optionally after a DNS subdomain and "/", e.g. "example.com/team". The name: ${OBJECT_NAME_MESSAGE}`;

export const LABEL_VALUE_MESSAGE = `Must be empty, or a name. ${OBJECT_NAME_MESSAGE}`;

export const TAG_MESSAGE =
  'Tags must be 1-63 lowercase letters, digits, ":", "+" and "#", in parts joined by single hyphens.';

/** "`path` is required" when absent, else "`path` must be `expected`, got `value`". */
export function typeProblem(path: string, expected: string, value: unknown): EntityProblem {
  if (value === undefined) return { path, message: `${path} is required` };
  return { path, message: `${path} must be ${expected}, got ${describeValue(value)}` };
}
