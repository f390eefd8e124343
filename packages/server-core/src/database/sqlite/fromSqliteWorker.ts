/** Errors keep SQLite's code (`SQLITE_BUSY`…), which the HTTP error mapping reads. */
export function sqliteError({ message, code }: { message: string; code?: string }): Error {
  const error = new Error(message) as Error & { code?: string };
  error.name = 'SqliteError';
  if (code) error.code = code;
  return error;
}

/**
 * Blobs cross the thread boundary as plain byte arrays; callers expect Buffers. Runs on every row
 * every read answers, so it walks the keys without allocating.
 */
export function restoreBuffers(row: Record<string, unknown>): Record<string, unknown> {
  for (const key in row) {
    const value = row[key];
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
      row[key] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    }
  }
  return row;
}
