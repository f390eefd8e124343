const KIND = /^[a-zA-Z][a-zA-Z0-9]{0,62}$/;

/** 1–63 letters and digits, starting with a letter (spec 001 §5). */
export function isValidKind(value: unknown): boolean {
  return typeof value === 'string' && KIND.test(value);
}
