import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatFile } from './formatFile';
import { planNewPlugin } from './planNewPlugin';
import { pluginIdProblem, pluginNames } from './pluginNames';
import { addDependency, addToPluginList } from './registerPlugin';

export interface WriteNewPluginOptions {
  /** The repository root: the folder holding `plugins/` and `apps/`. */
  root: string;
  id: string;
  out?: (line: string) => void;
}

/**
 * Writes `plugins/<id>` and registers it in the server and web apps. Every edit is planned
 * before anything is written, so a refusal leaves the tree as it was.
 */
export async function writeNewPlugin({ root, id, out = () => {} }: WriteNewPluginOptions) {
  const problem = pluginIdProblem(id);
  if (problem) throw new Error(problem);
  const pluginDir = path.join(root, 'plugins', id);
  if (existsSync(pluginDir)) {
    throw new Error(`plugins/${id} already exists; choose another id or remove that folder`);
  }

  const names = pluginNames(id);
  const files = planNewPlugin(id, { versions: await pluginDependencyVersions(root) });
  const edits = new Map<string, (source: string) => string>([
    [
      'apps/server/src/plugins.ts',
      source =>
        addToPluginList(source, {
          name: `${names.camel}Plugin`,
          from: `${names.packageName}/server`,
        }),
    ],
    [
      'apps/web/src/plugins.ts',
      source =>
        addToPluginList(source, {
          name: `${names.camel}WebPlugin`,
          from: `${names.packageName}/web`,
        }),
    ],
    ['apps/server/package.json', source => addDependency(source, names.packageName)],
    ['apps/web/package.json', source => addDependency(source, names.packageName)],
  ]);
  const edited = new Map<string, string>();
  for (const [file, edit] of edits) {
    const filePath = path.join(root, file);
    edited.set(file, await formatFile(filePath, edit(await readFile(filePath, 'utf8'))));
  }

  const formatted = new Map<string, string>();
  for (const [file, content] of files) {
    const filePath = path.join(pluginDir, file);
    formatted.set(filePath, await formatFile(filePath, content));
  }

  for (const [filePath, content] of formatted) {
    await mkdir(path.dirname(filePath), { recursive: true });
    await writeFile(filePath, content);
  }
  out(`Created plugins/${id} (${files.size} files)`);
  for (const [file, content] of edited) {
    await writeFile(path.join(root, file), content);
    out(`Registered ${names.packageName} in ${file}`);
  }
}

/** The version ranges the existing plugins depend on, so a new plugin uses the same ones. */
async function pluginDependencyVersions(root: string): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  const pluginsDir = path.join(root, 'plugins');
  const entries = existsSync(pluginsDir) ? await readdir(pluginsDir) : [];
  for (const entry of entries.sort()) {
    const manifestPath = path.join(pluginsDir, entry, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const [name, range] of Object.entries(manifest.dependencies ?? {})) {
      versions[name] ??= range;
    }
  }
  return versions;
}
