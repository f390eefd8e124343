import { InputError } from '@atrium/model';

/**
 * A path inside a site, as `/`-joined segments without `.` or empty ones. Anything that could
 * point outside the site is refused rather than repaired: `..`, absolute and drive paths,
 * backslashes (a separator on Windows), NUL, and percent-encoded dots, slashes or NUL, which
 * only a second decoding further down would turn into a traversal.
 */
export function siteFilePath(filePath: string): string {
  const refuse = (reason: string) =>
    new InputError(`Invalid docs file path '${filePath.replace(/\0/g, '\\0')}': ${reason}`);
  if (/[\0\\]/.test(filePath)) throw refuse('it contains a backslash or NUL');
  if (/%(2e|2f|5c|00)/i.test(filePath)) throw refuse('it contains an encoded dot or separator');
  if (filePath.startsWith('/') || /^[a-z]:/i.test(filePath)) throw refuse('it is absolute');
  const segments = filePath.split('/').filter(segment => segment !== '' && segment !== '.');
  if (segments.includes('..')) throw refuse('it leaves the site');
  if (segments.length === 0) throw refuse('it names no file');
  return segments.join('/');
}
