/** One plugin to add to an app's plugin list: its import and its entry in `plugins`. */
export interface PluginListEntry {
  /** e.g. `notesPlugin` */
  name: string;
  /** e.g. `@atrium/plugin-notes/server` */
  from: string;
}

const importFrom = /^import .* from '([^']+)';$/;

/**
 * Adds the plugin to an app's `plugins.ts`: its import among the others, ordered by module, and
 * its entry at the end of the `plugins` list, so it comes last in the sidebar and setup order.
 * The caller formats the result.
 */
export function addToPluginList(source: string, entry: PluginListEntry): string {
  return addImport(addListEntry(source, entry.name), entry);
}

function addListEntry(source: string, name: string): string {
  const listStart = source.indexOf('export const plugins');
  const listEnd = listStart < 0 ? -1 : source.indexOf('];', listStart);
  if (listEnd < 0) {
    throw new Error(
      "Unable to find the list 'export const plugins … = [ … ];' to add the plugin to",
    );
  }
  const before = source.slice(0, listEnd).trimEnd();
  const separator = before.endsWith('[') || before.endsWith(',') ? '' : ',';
  return `${before}${separator}\n  ${name},\n${source.slice(listEnd)}`;
}

function addImport(source: string, { name, from }: PluginListEntry): string {
  const lines = source.split('\n');
  const importIndexes = lines.flatMap((line, index) => (importFrom.test(line) ? [index] : []));
  const next = importIndexes.find(index => (lines[index]?.match(importFrom)?.[1] ?? '') > from);
  lines.splice(next ?? (importIndexes.at(-1) ?? -1) + 1, 0, `import { ${name} } from '${from}';`);
  return lines.join('\n');
}

/** Adds a workspace dependency to an app's package.json, keeping the dependencies sorted. */
export function addDependency(packageJson: string, name: string): string {
  const manifest = JSON.parse(packageJson) as { dependencies?: Record<string, string> };
  const dependencies = { ...manifest.dependencies, [name]: '*' };
  manifest.dependencies = Object.fromEntries(
    Object.entries(dependencies).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return `${JSON.stringify(manifest, undefined, 2)}\n`;
}
