import { pluginNames, type PluginNames } from './pluginNames';
import { serverFiles } from './serverFiles';
import { sharedFiles } from './sharedFiles';
import { webFiles } from './webFiles';

/** What the generated code imports; versions come from the plugins already in the repository. */
const pluginDependencies = [
  '@atrium/server-core',
  '@atrium/web-core',
  '@mui/material',
  '@tanstack/react-query',
  'fastify',
  'kysely',
  'react',
  'zod',
] as const;

export interface PlanNewPluginOptions {
  /** Version ranges by package name, as the existing plugins list them; missing ones get '*'. */
  versions?: Readonly<Record<string, string>>;
}

/** The files of a new plugin `plugins/<id>`, by path inside that folder. */
export function planNewPlugin(id: string, options: PlanNewPluginOptions = {}): Map<string, string> {
  const names = pluginNames(id);
  const files = {
    'package.json': packageJson(names, options.versions ?? {}),
    'README.md': readme(names),
    ...sharedFiles(names),
    ...serverFiles(names),
    ...webFiles(names),
  };
  return new Map(Object.entries(files));
}

function packageJson(names: PluginNames, versions: Readonly<Record<string, string>>): string {
  const dependencies = Object.fromEntries(
    pluginDependencies.map(name => [name, versions[name] ?? '*']),
  );
  const manifest = {
    name: names.packageName,
    version: '0.1.0',
    private: true,
    type: 'module',
    sideEffects: false,
    exports: {
      './server': './src/server/index.ts',
      './shared': './src/shared/index.ts',
      './web': './src/web/index.ts',
    },
    dependencies,
  };
  return `${JSON.stringify(manifest, undefined, 2)}\n`;
}

function readme({ id, camel, title, packageName }: PluginNames): string {
  return `# ${title}

What this plugin is for, in a sentence or two.

## Installation

\`apps/server/src/plugins.ts\` lists \`${camel}Plugin\` from \`${packageName}/server\`, and
\`apps/web/src/plugins.ts\` lists \`${camel}WebPlugin\` from \`${packageName}/web\`.

## Configuration

None yet.

## Endpoints

Under \`/api/${id}\`:

- \`GET /items\`: 200 \`{ items }\`, oldest first.
- \`POST /items\` with \`{ name }\`: 201 and the new item; 400 \`InputError\` for any other body.

## Web

The page \`/${id}\` lists the items; the sidebar links to it.
`;
}
