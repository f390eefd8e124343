// Browsers drop leading control characters and spaces, and tabs or newlines anywhere, before
// reading the scheme, so `\u0000 java\nscript:` still runs script; normalise the same way first.
export function isJavaScriptUrl(href: string): boolean {
  let start = 0;
  while (start < href.length && href.charCodeAt(start) <= 0x20) start += 1;
  const normalised = href.slice(start).replace(/[\t\n\r]/g, '');
  return /^javascript:/i.test(normalised);
}

/** An absolute http(s) URL on another origin than the page's. */
export function isExternalUrl(href: string): boolean {
  if (!/^https?:\/\//i.test(href.trim())) return false;
  try {
    return new URL(href.trim()).origin !== window.location.origin;
  } catch {
    return false;
  }
}
