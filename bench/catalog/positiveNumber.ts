/** Reads a positive number given on a benchmark's command line; `usage` ends the error message. */
export function positiveNumber(name: string, text: string, usage: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`--${name} must be a positive number, got '${text}'\n${usage}`);
  }
  return value;
}

export function positiveInteger(name: string, text: string, usage: string): number {
  const value = positiveNumber(name, text, usage);
  if (!Number.isInteger(value))
    throw new Error(`--${name} must be a whole number, got '${text}'\n${usage}`);
  return value;
}
