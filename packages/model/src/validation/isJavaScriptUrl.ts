/**
 * True for `javascript:` URLs, which spec 001 §5 requires links to reject. Browsers ignore
 * whitespace and control characters inside the scheme, so those are removed before comparing.
 */
export function isJavaScriptUrl(url: string): boolean {
  let compact = '';
  for (const char of url) {
    if (char.charCodeAt(0) > 0x20) compact += char;
    if (compact.length >= 'javascript:'.length) break;
  }
  return compact.toLowerCase() === 'javascript:';
}
