import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeNewPlugin } from './writeNewPlugin';

const serverPlugins = `import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { techdocsPlugin } from '@atrium/plugin-techdocs/server';
import type { PluginDefinition } from '@atrium/server-core';

export const plugins: readonly PluginDefinition[] = [catalogPlugin, techdocsPlugin];
`;

const webPlugins = `import { catalogWebPlugin } from '@atrium/plugin-catalog/web';
import type { WebPlugin } from '@atrium/web-core';

/** The web plugins. */
export const plugins: WebPlugin[] = [
  catalogWebPlugin,
];
`;

function appManifest(name: string) {
  const dependencies = { '@atrium/plugin-catalog': '*', react: '^19.0.0' };
  return `${JSON.stringify({ name, dependencies }, undefined, 2)}\n`;
}

/** A repository with two apps and one plugin, just enough for the command to edit. */
async function createFakeRoot(root: string) {
  await copyFile(
    new URL('../../../../.prettierrc.json', import.meta.url),
    path.join(root, '.prettierrc.json'),
  );
  const files: Record<string, string> = {
    'apps/server/src/plugins.ts': serverPlugins,
    'apps/web/src/plugins.ts': webPlugins,
    'apps/server/package.json': appManifest('@atrium/server'),
    'apps/web/package.json': appManifest('@atrium/web'),
    'plugins/catalog/package.json': JSON.stringify({
      name: '@atrium/plugin-catalog',
      dependencies: { kysely: '^0.28.0', zod: '^4.0.0' },
    }),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
}

describe('writeNewPlugin', () => {
  let root: string;
  const read = (file: string) => readFile(path.join(root, file), 'utf8');

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'atrium-new-plugin-root-'));
    await createFakeRoot(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes the plugin and registers it in both apps', async () => {
    const lines: string[] = [];
    await writeNewPlugin({ root, id: 'cost-reports', out: line => lines.push(line) });

    expect(await read('apps/server/src/plugins.ts')).toBe(
      `import { catalogPlugin } from '@atrium/plugin-catalog/server';
import { costReportsPlugin } from '@atrium/plugin-cost-reports/server';
import { techdocsPlugin } from '@atrium/plugin-techdocs/server';
import type { PluginDefinition } from '@atrium/server-core';

export const plugins: readonly PluginDefinition[] = [
  catalogPlugin,
  techdocsPlugin,
  costReportsPlugin,
];
`,
    );
    expect(await read('apps/web/src/plugins.ts')).toContain(
      `import { catalogWebPlugin } from '@atrium/plugin-catalog/web';
import { costReportsWebPlugin } from '@atrium/plugin-cost-reports/web';
import type { WebPlugin } from '@atrium/web-core';`,
    );
    expect(await read('apps/web/src/plugins.ts')).toMatch(
      /\[\s*catalogWebPlugin,\s*costReportsWebPlugin,?\s*\]/,
    );
    for (const app of ['server', 'web']) {
      const manifest = JSON.parse(await read(`apps/${app}/package.json`));
      expect(Object.keys(manifest.dependencies)).toEqual([
        '@atrium/plugin-catalog',
        '@atrium/plugin-cost-reports',
        'react',
      ]);
    }

    const manifest = JSON.parse(await read('plugins/cost-reports/package.json'));
    expect(manifest.name).toBe('@atrium/plugin-cost-reports');
    expect(Object.keys(manifest.exports)).toEqual(['./server', './shared', './web']);
    // Versions as the existing plugins have them; the others are left open.
    expect(manifest.dependencies).toMatchObject({ kysely: '^0.28.0', zod: '^4.0.0', react: '*' });
    expect(await readdir(path.join(root, 'plugins/cost-reports/src'))).toEqual([
      'server',
      'shared',
      'web',
    ]);
    expect(lines).toContain('Registered @atrium/plugin-cost-reports in apps/server/src/plugins.ts');
  });

  it.each(['Costs', '1costs', 'cost_reports', '-costs', '', 'a'.repeat(64)])(
    'refuses the id %j and writes nothing',
    async id => {
      await expect(writeNewPlugin({ root, id })).rejects.toThrow(/^Invalid plugin id/);
      expect(await readdir(path.join(root, 'plugins'))).toEqual(['catalog']);
      expect(await read('apps/server/src/plugins.ts')).toBe(serverPlugins);
    },
  );

  it('refuses a plugin folder that exists', async () => {
    await expect(writeNewPlugin({ root, id: 'catalog' })).rejects.toThrow(
      'plugins/catalog already exists; choose another id or remove that folder',
    );
    expect(await read('apps/web/src/plugins.ts')).toBe(webPlugins);
  });

  it('refuses an app without a plugins list before writing anything', async () => {
    await writeFile(path.join(root, 'apps/web/src/plugins.ts'), 'export const other = [];\n');
    await expect(writeNewPlugin({ root, id: 'costs' })).rejects.toThrow(
      /Unable to find the list 'export const plugins/,
    );
    expect(existsSync(path.join(root, 'plugins/costs'))).toBe(false);
    expect(await read('apps/server/src/plugins.ts')).toBe(serverPlugins);
  });
});
