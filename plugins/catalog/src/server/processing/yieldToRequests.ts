/**
 * Steps aside for a macrotask, so sockets are read and requests answered between stretches of
 * synchronous catalog work (parsing and checking a large file, building a batch of rows).
 */
export function yieldToRequests(): Promise<void> {
  return new Promise(resolve => setImmediate(resolve));
}
