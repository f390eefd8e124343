import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { InputError } from '@atrium/model';
import { parseDocument, type ScalarTag, type CollectionTag } from 'yaml';
import { isInside } from './isInside';

/** The part of `mkdocs.yml` the builder uses; other keys (theme, plugins, extensions) are ignored. */
export interface MkDocsConfig {
  /** `mkdocs.yml` or `mkdocs.yaml`, as found in the source directory. */
  fileName: string;
  /** The file's text, for the sources' fingerprint. */
  text: string;
  siteName: string;
  siteDescription: string;
  /** Absolute and resolved (symlinks included), inside the source directory. */
  docsDir: string;
  /** `docs_dir` as written, `docs` by default. */
  docsDirSetting: string;
  /** The `nav` value as written, checked when the nav is built. */
  nav?: unknown[];
  repoUrl?: string;
  editUri?: string;
}

export const CONFIG_FILE_NAMES = ['mkdocs.yml', 'mkdocs.yaml'] as const;

/**
 * MkDocs configurations carry Python tags (`!!python/name:…` for fence formatters) and `!ENV`.
 * They are read as plain values so such files parse; `!ENV` yields its default, never the
 * server's environment, which docs authors must not be able to read into a published page.
 */
const tolerantTags: Array<ScalarTag | CollectionTag> = [
  { tag: '!ENV', resolve: () => undefined },
  {
    tag: '!ENV',
    collection: 'seq',
    resolve: seq => {
      const items = (seq as { items: unknown[] }).items;
      return items.length > 1 ? items[items.length - 1] : undefined;
    },
  } as CollectionTag,
];

/**
 * Finds and reads the configuration file, or undefined when the directory has none. A symlink
 * leading out of the source directory is refused rather than followed.
 */
export async function readConfigFile(
  sourceDir: string,
): Promise<{ fileName: string; text: string } | undefined> {
  for (const fileName of CONFIG_FILE_NAMES) {
    const real = await realpath(path.join(sourceDir, fileName)).catch(() => undefined);
    if (real === undefined) continue;
    if (!isInside(await realpath(sourceDir), real)) {
      throw new InputError(`${fileName} is a link to outside the source directory`);
    }
    return { fileName, text: await readFile(real, 'utf8') };
  }
  return undefined;
}

/** Parses the YAML of a configuration file into a plain object; InputError when it is not one. */
export function parseConfigYaml(fileName: string, text: string): Record<string, unknown> {
  const doc = parseDocument(text, { customTags: tolerantTags, uniqueKeys: false });
  const [error] = doc.errors;
  if (error) throw new InputError(`${fileName} is not valid YAML: ${error.message}`);
  const value: unknown = doc.toJS({ maxAliasCount: 100 });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InputError(`${fileName} must be a mapping of settings`);
  }
  return value as Record<string, unknown>;
}

function optionalString(
  fileName: string,
  settings: Record<string, unknown>,
  key: string,
): string | undefined {
  const value = settings[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new InputError(`${fileName}: ${key} must be a string`);
  return value;
}

/** Where `docs_dir` points, checked to stay inside the source directory, through symlinks too. */
async function resolveDocsDir(sourceDir: string, fileName: string, setting: string) {
  const realSource = await realpath(sourceDir);
  const docsDir = path.resolve(realSource, setting);
  const outside = () =>
    new InputError(
      `${fileName}: docs_dir ${setting} must be a directory inside the directory of ${fileName}`,
    );
  if (!isInside(realSource, docsDir) || docsDir === realSource) throw outside();
  const realDocs = await realpath(docsDir).catch(() => {
    throw new InputError(`${fileName}: docs_dir ${setting} does not exist`);
  });
  if (!isInside(realSource, realDocs) || realDocs === realSource) throw outside();
  return realDocs;
}

/** Reads `mkdocs.yml` (or `mkdocs.yaml`) of `sourceDir`; InputError naming the file and why. */
export async function readMkDocsConfig(sourceDir: string): Promise<MkDocsConfig> {
  const file = await readConfigFile(sourceDir);
  if (!file) {
    throw new InputError(`No mkdocs.yml or mkdocs.yaml found in ${sourceDir}`);
  }
  const { fileName } = file;
  const settings = parseConfigYaml(fileName, file.text);
  const siteName = optionalString(fileName, settings, 'site_name');
  if (!siteName?.trim()) throw new InputError(`${fileName}: site_name is required`);
  const docsDirSetting = optionalString(fileName, settings, 'docs_dir') ?? 'docs';
  const nav = settings.nav;
  if (nav !== undefined && nav !== null && !Array.isArray(nav)) {
    throw new InputError(`${fileName}: nav must be a list`);
  }
  return {
    fileName,
    text: file.text,
    siteName,
    siteDescription: optionalString(fileName, settings, 'site_description') ?? '',
    docsDir: await resolveDocsDir(sourceDir, fileName, docsDirSetting),
    docsDirSetting,
    nav: Array.isArray(nav) ? nav : undefined,
    repoUrl: optionalString(fileName, settings, 'repo_url'),
    editUri: optionalString(fileName, settings, 'edit_uri'),
  };
}
