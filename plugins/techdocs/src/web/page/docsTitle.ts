/** Spec 000: the document title names at most this many segments of the page path. */
export const TITLE_PATH_SEGMENTS = 3;

function humanize(segment: string): string {
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `Install | Guide | Rides Service | Atrium`: the page's last segments, the site, the app. */
export function docsTitle(path: string, siteName: string | undefined, appTitle: string): string {
  const segments = path
    .split('/')
    .filter(Boolean)
    .slice(-TITLE_PATH_SEGMENTS)
    .reverse()
    .map(humanize);
  return [...segments, siteName, appTitle].filter(Boolean).join(' | ');
}
