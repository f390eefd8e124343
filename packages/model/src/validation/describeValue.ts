const MAX_LENGTH = 60;

/**
 * A short rendering of any value for problem messages, so a user can find the offending text in
 * their YAML. Strings are quoted; long values are cut.
 */
export function describeValue(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    // BigInt and circular structures cannot be serialised; String() still says what it was.
  }
  text ??= String(value);
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 3)}...` : text;
}
