import { readFile, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError, NotImplementedError } from '@atrium/model';

function resolveLocation(url: string, baseUrl: string | undefined): { root: string; path: string } {
  if (!baseUrl) {
    throw new InputError(
      `The template has no base URL, so '${url}' cannot be found; fetch actions need the template's location`,
    );
  }
  let base: URL;
  let target: URL;
  try {
    base = new URL(baseUrl);
    target = new URL(url, base);
  } catch {
    throw new InputError(`'${url}' is not a valid location relative to '${baseUrl}'`);
  }
  if (base.protocol !== 'file:' || target.protocol !== 'file:') {
    throw new NotImplementedError(
      `Cannot read '${target.href}': templates stored at a remote location need a source-control integration to read their files`,
    );
  }
  // The template may read its own directory (and below) only, never other files of the host.
  const root = dirname(fileURLToPath(base));
  const path = fileURLToPath(target);
  const rel = relative(root, path);
  if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new InputError(`'${url}' is outside the template's directory`);
  }
  return { root, path };
}

async function resolveExisting(
  url: string,
  baseUrl: string | undefined,
  kind: 'directory' | 'file',
) {
  const { root, path } = resolveLocation(url, baseUrl);
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new InputError(`The template's ${kind} '${url}' does not exist`);
  }
  const realRoot = await realpath(root);
  const rel = relative(realRoot, real);
  if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new InputError(`'${url}' is outside the template's directory`);
  }
  const info = await stat(real);
  if (kind === 'directory' ? !info.isDirectory() : !info.isFile()) {
    throw new InputError(`The template's '${url}' is not a ${kind}`);
  }
  return real;
}

/**
 * The local directory `url` names, relative to the template's own file (`templateInfo.baseUrl`).
 * Only `file:` templates are read here; anything leaving the template's directory is refused.
 */
export function readTemplateDirectory(url: string, baseUrl: string | undefined): Promise<string> {
  return resolveExisting(url, baseUrl, 'directory');
}

/** The contents of the one file `url` names, with the same rules as `readTemplateDirectory`. */
export async function readTemplateFile(url: string, baseUrl: string | undefined): Promise<Buffer> {
  return readFile(await resolveExisting(url, baseUrl, 'file'));
}
