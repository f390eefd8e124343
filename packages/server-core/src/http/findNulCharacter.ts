/** What a request carries that may hold user text, as Fastify parsed it. */
export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Deeper JSON than this is not walked further; no API body nests anywhere near it. */
const MAX_DEPTH = 64;

/**
 * Where a request carries a NUL character, described for an error message, or undefined.
 * PostgreSQL text and jsonb cannot hold NUL, and no name, ref, path or value in the API
 * needs one, so one check in front of every route answers 400 on both databases alike. The
 * walk is iterative: a deeply nested body must not overflow the stack.
 */
export function findNulCharacter(parts: RequestParts): string | undefined {
  return (
    inRecord(parts.params, 'path parameter') ??
    inRecord(parts.query, 'query parameter') ??
    inBody(parts.body)
  );
}

function hasNul(text: string): boolean {
  return text.includes('\0');
}

function inRecord(record: unknown, what: string): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  for (const [name, value] of Object.entries(record)) {
    if (hasNul(name)) return `${what} name '${printable(name)}'`;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some(item => typeof item === 'string' && hasNul(item))) {
      return `${what} '${printable(name)}'`;
    }
  }
  return undefined;
}

function inBody(body: unknown): string | undefined {
  if (typeof body === 'string') return hasNul(body) ? 'request body' : undefined;
  if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return undefined;
  const pending: Array<{ value: unknown; path: string; depth: number }> = [
    { value: body, path: '', depth: 0 },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (hasNul(value)) return `request body field '${path || '(root)'}'`;
      continue;
    }
    if (typeof value !== 'object' || value === null || depth >= MAX_DEPTH) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
      if (hasNul(key)) return `request body field name '${printable(childPath)}'`;
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** The NUL shown as `\0`, so the message itself stays plain text. */
function printable(text: string): string {
  return text.replace(/\0/g, '\\0');
}
