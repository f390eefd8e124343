/** Looks up an environment variable; undefined when it is not set. */
export type EnvLookup = (name: string) => string | undefined;

// Captures `${...}` and its escaped form `$${...}` so split() returns them at odd indexes.
const REFERENCE = /(\$?\$\{[^{}]*\})/;

/**
 * Replaces `${VAR}` in a config string, as Backstage does: if any referenced variable is unset the
 * whole value is undefined (so the key ends up absent rather than half-filled), `$${VAR}` stays a
 * literal `${VAR}`, and `${VAR:-fallback}` uses the fallback when VAR is unset or empty.
 */
export function substituteEnvVars(input: string, env: EnvLookup): string | undefined {
  const parts = input.split(REFERENCE);
  let out = '';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) {
      out += part;
    } else if (part.startsWith('$$')) {
      out += part.slice(1);
    } else {
      const value = resolveReference(part.slice(2, -1), env);
      if (value === undefined) return undefined;
      out += value;
    }
  }
  return out;
}

function resolveReference(expression: string, env: EnvLookup): string | undefined {
  const fallbackAt = expression.indexOf(':-');
  if (fallbackAt === -1) return env(expression.trim());
  const value = env(expression.slice(0, fallbackAt).trim());
  return value === undefined || value === '' ? expression.slice(fallbackAt + 2) : value;
}
