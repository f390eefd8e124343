/**
 * A browser's cookie store, reduced to what sign-in tests need: cookies by name and path, sent to
 * URLs under their path, deleted by `Max-Age=0`. Like a browser, it ignores ports.
 */
export interface CookieJar {
  /** Keeps the cookies a response sets. */
  store(response: Response): void;
  /** The Cookie header a browser would send to `url`. */
  header(url: string): string;
  /** A cookie's value, whatever its path. */
  get(name: string): string | undefined;
  set(name: string, value: string, path?: string): void;
  delete(name: string): void;
}

export function createCookieJar(): CookieJar {
  const cookies = new Map<string, { name: string; value: string; path: string }>();
  return {
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';').map(part => part.trim());
        const separator = pair.indexOf('=');
        const name = pair.slice(0, separator);
        const attribute = (key: string) =>
          attributes
            .find(entry => entry.toLowerCase().startsWith(`${key}=`))
            ?.slice(key.length + 1);
        const path = attribute('path') ?? '/';
        if (attribute('max-age') === '0') cookies.delete(`${name} ${path}`);
        else cookies.set(`${name} ${path}`, { name, value: pair.slice(separator + 1), path });
      }
    },
    header(url) {
      const { pathname } = new URL(url);
      return [...cookies.values()]
        .filter(
          ({ path }) => pathname === path || pathname.startsWith(`${path.replace(/\/$/, '')}/`),
        )
        .map(({ name, value }) => `${name}=${value}`)
        .join('; ');
    },
    get(name) {
      return [...cookies.values()].find(cookie => cookie.name === name)?.value;
    },
    set(name, value, path = '/') {
      cookies.set(`${name} ${path}`, { name, value, path });
    },
    delete(name) {
      for (const [key, cookie] of cookies) if (cookie.name === name) cookies.delete(key);
    },
  };
}
