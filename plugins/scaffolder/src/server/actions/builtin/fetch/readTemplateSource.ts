import { isPathInside, type ProtectedPaths, type RepositoryTreeFetcher } from '@atrium/server-core';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { InputError, NotAllowedError, NotFoundError } from '@atrium/model';
import type { WorkspaceFile } from '../workspace/writeWorkspaceFiles';

/** One file of a template's source, its path relative to what was fetched. */
export type TemplateSourceFile = WorkspaceFile;

/** A directory of a template: its subdirectories (parents first) and its files, by path. */
export interface TemplateDirectory {
  readonly directories: string[];
  readonly files: TemplateSourceFile[];
}

export interface ReadTemplateSourceOptions {
  /** The template file's own URL (`templateInfo.baseUrl`); relative URLs resolve against it. */
  baseUrl?: string | undefined;
  /** What a `fetch:*` step's `url` says: a path relative to the template, or an absolute URL. */
  url: string;
  /** Reads templates kept in repositories (an http(s) base URL or `url`). */
  remote?: RepositoryTreeFetcher;
  /** Paths of this server never read, whatever directory the template is in. */
  protectedPaths?: ProtectedPaths;
  signal?: AbortSignal;
}

/**
 * The directory tree `url` names, read from a template stored on this machine (a `file:` base
 * URL). Symbolic links are followed while they stay inside the template's directory; one leading
 * out, or back into a directory containing it, is refused.
 */
export async function readTemplateDirectory(
  options: ReadTemplateSourceOptions,
): Promise<TemplateDirectory> {
  const remote = remoteUrlOf(options);
  if (remote) {
    return withFetchedDirectory(options, remote, directory =>
      readTemplateDirectory({ baseUrl: templateUrlIn(directory), url: './' }),
    );
  }
  const { source, templateDir } = await locateTemplateSource(options, 'directory');
  const directory: TemplateDirectory = { directories: [], files: [] };
  const position = { templateDir, dir: source, prefix: '', ancestors: [source] };
  await readTree({ ...position, protectedPaths: options.protectedPaths }, directory);
  return directory;
}

/** The one file `url` names, with the same rules as `readTemplateDirectory`. */
export async function readTemplateFile(
  options: ReadTemplateSourceOptions,
): Promise<TemplateSourceFile> {
  const remote = remoteUrlOf(options);
  if (remote) {
    const name = decodeURIComponent(new URL(remote).pathname.split('/').pop() ?? '');
    return withFetchedDirectory(options, new URL('.', remote).href, directory =>
      readTemplateFile({ baseUrl: templateUrlIn(directory), url: `./${name}` }),
    );
  }
  const { source, name } = await locateTemplateSource(options, 'file');
  return readOne(source, name);
}

/** The http(s) URL a step names, itself or relative to a template kept in a repository. */
function remoteUrlOf({ baseUrl, url }: ReadTemplateSourceOptions): string | undefined {
  if (/^https?:/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || !baseUrl || !/^https?:/i.test(baseUrl)) return undefined;
  return resolveRemote(url, baseUrl);
}

/** Fetches a repository's directory to a temporary one, reads it there, and removes it. */
async function withFetchedDirectory<T>(
  options: ReadTemplateSourceOptions,
  directoryUrl: string,
  read: (directory: string) => Promise<T>,
): Promise<T> {
  if (!options.remote) throw remoteSourceError(directoryUrl);
  const target = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-template-'));
  try {
    const { directory } = await options.remote.fetch(directoryUrl, target, options.signal);
    return await read(directory);
  } finally {
    await fs.rm(target, { recursive: true, force: true });
  }
}

/** A base URL for reading a fetched directory as if the template file were in it. */
function templateUrlIn(directory: string): string {
  return pathToFileURL(path.join(directory, 'template.yaml')).href;
}

/**
 * Where `url` leads, as the real path of a `kind` inside the template's directory: never outside
 * it, not through `..`, an absolute path nor a symbolic link. Remote templates need a
 * source-control integration to read them.
 */
async function locateTemplateSource(
  options: ReadTemplateSourceOptions,
  kind: 'directory' | 'file',
): Promise<{ source: string; templateDir: string; name: string }> {
  const { baseUrl, url } = options;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('file:')) {
    throw remoteSourceError(url);
  }
  if (!baseUrl) {
    throw new InputError(
      `Cannot fetch '${url}': the template has no base URL to resolve it against`,
    );
  }
  if (!baseUrl.startsWith('file:')) throw remoteSourceError(resolveRemote(url, baseUrl));
  const lexicalDir = path.dirname(toPath(baseUrl, url));
  const lexicalSource = url.startsWith('file:') ? toPath(url, url) : path.resolve(lexicalDir, url);
  if (!isPathInside(lexicalDir, lexicalSource)) {
    throw new InputError(`Cannot fetch '${url}': it is outside the template's directory`);
  }
  const templateDir = await realpathOrNotFound(lexicalDir, url);
  const source = await realpathOrNotFound(lexicalSource, url);
  if (!isPathInside(templateDir, source)) {
    throw new InputError(`Cannot fetch '${url}': it links outside the template's directory`);
  }
  if (options.protectedPaths?.coversRealPath(source)) throw protectedError(url);
  const stat = await fs.stat(source);
  if (kind === 'directory' ? !stat.isDirectory() : !stat.isFile()) {
    throw new InputError(`Cannot fetch '${url}': it is not a ${kind}`);
  }
  return { source, templateDir, name: path.basename(lexicalSource) };
}

function protectedError(url: string): NotAllowedError {
  return new NotAllowedError(`Cannot fetch '${url}': it is a protected path of this server`);
}

function remoteSourceError(url: string): InputError {
  return new InputError(
    `Cannot fetch '${url}': only http(s) URLs of a source-control integration's host and files beside the template can be read`,
  );
}

function resolveRemote(url: string, baseUrl: string): string {
  try {
    return new URL(url, baseUrl).href;
  } catch {
    throw new InputError(
      `Cannot fetch '${url}': it is not a valid location relative to '${baseUrl}'`,
    );
  }
}

function toPath(fileUrl: string, url: string): string {
  try {
    return fileURLToPath(fileUrl);
  } catch {
    throw new InputError(`Cannot fetch '${url}': '${fileUrl}' is not a valid file URL`);
  }
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
  return { path: relative, content, mode: stat.mode & 0o777 };
}

interface TreePosition {
  readonly templateDir: string;
  /** The real path of the directory being read. */
  readonly dir: string;
  /** Its path relative to what was fetched, `''` at the top. */
  readonly prefix: string;
  /** The real paths of the directories above it, itself included: a link back to one loops. */
  readonly ancestors: readonly string[];
  readonly protectedPaths?: ProtectedPaths;
}

async function readTree(at: TreePosition, into: TemplateDirectory): Promise<void> {
  const entries = await fs.readdir(at.dir, { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = at.prefix ? `${at.prefix}/${entry.name}` : entry.name;
    let full = path.join(at.dir, entry.name);
    if (entry.isSymbolicLink()) {
      full = await realpathOrNotFound(full, relative);
      if (!isPathInside(at.templateDir, full)) {
        throw new InputError(
          `Cannot fetch '${relative}': it links outside the template's directory`,
        );
      }
    }
    // A template beside the server's data (its directory holding `data/`) copies none of it.
    if (at.protectedPaths?.coversRealPath(full)) throw protectedError(relative);
    const stat = await fs.stat(full);
    if (stat.isDirectory()) {
      if (at.ancestors.includes(full)) {
        throw new InputError(`Cannot fetch '${relative}': it links to a directory containing it`);
      }
      into.directories.push(relative);
      const below = { ...at, dir: full, prefix: relative, ancestors: [...at.ancestors, full] };
      await readTree(below, into);
    } else if (stat.isFile()) {
      into.files.push(await readOne(full, relative));
    }
  }
}
