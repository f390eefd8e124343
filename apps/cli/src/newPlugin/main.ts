import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { writeNewPlugin } from './writeNewPlugin';

// `npm run new-plugin <id>`: the repository root is four levels up from this file.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const out = (line: string) => process.stdout.write(`${line}\n`);
const [id, ...extra] = process.argv.slice(2);

if (id === undefined || extra.length > 0) {
  process.stderr.write('Usage: npm run new-plugin <id>\n');
  process.exit(1);
}

try {
  await writeNewPlugin({ root, id, out });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

// Links the new workspace so both apps resolve @atrium/plugin-<id>.
out('Running npm install to link the new workspace');
const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
  cwd: root,
  stdio: 'inherit',
});
if (install.status !== 0) process.exit(install.status ?? 1);

out('');
out('Next steps:');
out(`  1. Describe the plugin in plugins/${id}/README.md.`);
out("  2. Replace the example items with the plugin's own routes, service, store and page.");
out(`  3. Run npm run lint, npm run typecheck and npx vitest run plugins/${id}.`);
out('  See docs/architecture.md for the plugin contract and the lint boundaries.');
