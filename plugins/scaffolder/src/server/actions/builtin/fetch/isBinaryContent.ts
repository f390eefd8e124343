const SAMPLE_BYTES = 8000;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text is valid UTF-8 without NUL bytes; anything else is copied byte for byte, never rendered. */
export function isBinaryContent(content: Buffer): boolean {
  const sample = content.subarray(0, SAMPLE_BYTES);
  if (sample.includes(0)) return true;
  try {
    utf8.decode(content);
    return false;
  } catch {
    return true;
  }
}
