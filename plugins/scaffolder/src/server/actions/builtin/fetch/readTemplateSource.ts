import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InputError, NotFoundError } from '@atrium/model';
import { isInside } from '../workspace/resolveWorkspacePath';

/** One file of a template's source, relative to what was fetched. */
export interface TemplateSourceFile {
  /** Relative, with `/` separators. */
  readonly path: string;
  readonly content: Buffer;
  readonly executable: boolean;
}

export interface ReadTemplateSourceOptions {
  /** The template file's own URL (`templateInfo.baseUrl`); relative URLs resolve against it. */
  baseUrl?: string;
  /** What a `fetch:*` step's `url` says: a path relative to the template, or an absolute URL. */
  url: string;
  /** A directory tree (`fetch:plain`) or a single file (`fetch:plain:file`). */
  kind: 'directory' | 'file';
}

/**
 * Reads the files a `fetch:*` step names from a template stored on this machine (a `file:` base
 * URL), never from outside the template's own directory: not through `..`, an absolute path nor
 * a symbolic link. Remote sources need a source-control integration to read them.
 */
export async function readTemplateSource(
  options: ReadTemplateSourceOptions,
): Promise<TemplateSourceFile[]> {
  const { baseUrl, url, kind } = options;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('file:')) {
    throw remoteSourceError(url);
  }
  if (!baseUrl) {
    throw new InputError(
      `Cannot fetch '${url}': the template has no base URL to resolve it against`,
    );
  }
  if (!baseUrl.startsWith('file:')) throw remoteSourceError(new URL(url, baseUrl).href);
  const templateDir = await fs.realpath(path.dirname(fileURLToPath(baseUrl)));
  const source = url.startsWith('file:') ? fileURLToPath(url) : path.resolve(templateDir, url);
  if (!isInside(templateDir, source)) {
    throw new InputError(`Cannot fetch '${url}': it is outside the template's directory`);
  }
  const real = await realpathOrNotFound(source, url);
  if (!isInside(templateDir, real)) {
    throw new InputError(`Cannot fetch '${url}': it links outside the template's directory`);
  }
  const stat = await fs.stat(real);
  if (kind === 'file') {
    if (!stat.isFile()) throw new InputError(`Cannot fetch '${url}': it is not a file`);
    return [await readOne(real, path.basename(source))];
  }
  if (!stat.isDirectory()) throw new InputError(`Cannot fetch '${url}': it is not a directory`);
  return readTree(templateDir, real, '');
}

function remoteSourceError(url: string): InputError {
  return new InputError(
    `Cannot fetch '${url}': reading templates from remote sources needs a source-control integration, which is not available yet; keep the template's files beside it on this server`,
  );
}

async function realpathOrNotFound(file: string, url: string): Promise<string> {
  try {
    return await fs.realpath(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new NotFoundError(`Cannot fetch '${url}': it does not exist in the template`);
    }
    throw error;
  }
}

async function readOne(file: string, relative: string): Promise<TemplateSourceFile> {
  const [content, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
  return { path: relative, content, executable: (stat.mode & 0o111) !== 0 };
}

async function readTree(
  templateDir: string,
  dir: string,
  prefix: string,
): Promise<TemplateSourceFile[]> {
  const files: TemplateSourceFile[] = [];
  const entries = await fs.readdir(dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    let full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) {
      full = await fs.realpath(full);
      if (!isInside(templateDir, full)) {
        throw new InputError(
          `Cannot fetch '${relative}': it links outside the template's directory`,
        );
      }
    }
    const stat = await fs.stat(full);
    if (stat.isDirectory()) files.push(...(await readTree(templateDir, full, relative)));
    else if (stat.isFile()) files.push(await readOne(full, relative));
  }
  return files;
}
