import path from 'node:path';
import { InputError } from '@atrium/model';
import { isAbsoluteUrl } from './isAbsoluteUrl';
import type { NavItem } from './NavItem';

export interface ResolveNavOptions {
  /** The configuration file, for messages. */
  fileName: string;
  /** The site's pages, relative to the docs directory. */
  pages: ReadonlySet<string>;
  titleOf: (path: string) => string;
  onWarning: (line: string) => void;
}

/**
 * Turns `nav` as written in mkdocs.yml into nav items: `- page.md`, `- Title: page.md`,
 * `- Section: [...]` and `- Title: https://…`. A path leaving the docs directory is an
 * InputError naming the entry; a page that does not exist is left out with a warning.
 */
export function resolveExplicitNav(raw: readonly unknown[], options: ResolveNavOptions): NavItem[] {
  const { fileName, pages, titleOf, onWarning } = options;

  const target = (title: string | undefined, value: string): NavItem | undefined => {
    if (isAbsoluteUrl(value)) return { kind: 'link', title: title ?? value, url: value };
    const normalized = path.posix.normalize(value.replace(/\\/g, '/'));
    if (path.posix.isAbsolute(normalized) || normalized.split('/').includes('..')) {
      throw new InputError(`${fileName}: nav entry ${value} points outside the docs directory`);
    }
    if (!pages.has(normalized)) {
      onWarning(`Warning: ${fileName}: nav entry ${value} is not a page of the docs directory`);
      return undefined;
    }
    return { kind: 'page', title: title ?? titleOf(normalized), path: normalized };
  };

  const item = (entry: unknown): NavItem | undefined => {
    if (typeof entry === 'string') return target(undefined, entry);
    if (typeof entry === 'object' && entry !== null && !Array.isArray(entry)) {
      const pairs = Object.entries(entry);
      const [pair] = pairs;
      if (pairs.length === 1 && pair) {
        const [title, value] = pair;
        if (typeof value === 'string') return target(title, value);
        if (Array.isArray(value)) return { kind: 'section', title, children: list(value) };
      }
    }
    throw new InputError(
      `${fileName}: nav entry ${JSON.stringify(entry)} must be a path, a URL, {title: path} or {section: [entries]}`,
    );
  };

  const list = (entries: readonly unknown[]): NavItem[] =>
    entries.map(item).filter((entry): entry is NavItem => entry !== undefined);

  return list(raw);
}
