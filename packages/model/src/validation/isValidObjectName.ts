// Spec 001 §5 and the catalog-info.yaml format allow separators next to each other ('a--b',
// 'a_.b'); only the first and last characters must be alphanumeric.
const OBJECT_NAME = /^[a-zA-Z0-9](?:[-_.a-zA-Z0-9]*[a-zA-Z0-9])?$/;

/** 1–63 letters, digits, '-', '_' and '.', beginning and ending with a letter or digit. */
export function isValidObjectName(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 63 && OBJECT_NAME.test(value);
}
