/**
 * A failed dynamic `import()`. Browsers word it differently (Chromium, Firefox, Safari); some
 * bundlers name it ChunkLoadError.
 */
export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script failed/i.test(error.message)
  );
}
