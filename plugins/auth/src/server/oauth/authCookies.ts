export interface CookieOptions {
  path: string;
  /** Seconds until the browser drops it; 0 deletes it now. */
  maxAgeSeconds: number;
  /** Only over https: set when the backend is served over https. */
  secure: boolean;
}

/** Cookie values here are tokens; anything outside RFC 6265's cookie-octets is encoded. */
const COOKIE_VALUE = /^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/;

/**
 * A `Set-Cookie` value for the auth cookies: always HttpOnly (page scripts never read them) and
 * SameSite=Lax (sent on the provider's top-level redirect back, not on cross-site subrequests).
 */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const encoded = COOKIE_VALUE.test(value) ? value : encodeURIComponent(value);
  const parts = [
    `${name}=${encoded}`,
    `Max-Age=${options.maxAgeSeconds}`,
    `Expires=${new Date(Date.now() + options.maxAgeSeconds * 1000).toUTCString()}`,
    `Path=${options.path}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The `Set-Cookie` value that deletes a cookie set with the same name and path. */
export function clearCookie(name: string, options: Omit<CookieOptions, 'maxAgeSeconds'>): string {
  return serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
}
