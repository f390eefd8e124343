import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNewPlugin } from './writeNewPlugin';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const id = 'sample-notes';
const appFiles = [
  'apps/server/src/plugins.ts',
  'apps/web/src/plugins.ts',
  'apps/server/package.json',
  'apps/web/package.json',
];
// tsc, ESLint and vitest each start cold on the plugin and the packages it imports.
const toolTimeout = 240_000;

/** Runs a tool's script with Node in `cwd`, answering its exit code and output. */
async function run(script: string, args: string[], cwd: string) {
  // The child vitest must not think it runs inside this one.
  const env = {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
    ),
    NO_COLOR: '1',
  };
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [path.join(repo, 'node_modules', script), ...args],
      { cwd, env, maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/**
 * A copy of the repository's layout holding only the new plugin, written by the command's own
 * code: the repository's node_modules (through which the workspace packages resolve), its tool
 * configurations and the app files the plugin is registered in.
 */
async function createWorkspace(dir: string) {
  await symlink(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await symlink(path.join(repo, '.prettierrc.json'), path.join(dir, '.prettierrc.json'));
  // The tests' setup files, where the repository's vitest config expects them (copies: vitest
  // refuses a setup file reached through a link out of its root).
  for (const file of [
    'packages/web-core/src/testing/setupDomTests.ts',
    'packages/server-core/src/testing/installSharedPgExtensions.ts',
  ]) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await copyFile(path.join(repo, file), path.join(dir, file));
  }
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ private: true, type: 'module' }),
    'tsconfig.json': JSON.stringify({
      extends: path.join(repo, 'tsconfig.base.json'),
      include: [`plugins/${id}/src`],
    }),
    'eslint.config.js': `export { default } from '${path.join(repo, 'eslint.config.js')}';\n`,
    'vitest.config.ts': `export { default } from '${path.join(repo, 'vitest.config.ts')}';\n`,
  };
  for (const [file, content] of Object.entries(files)) {
    await writeFile(path.join(dir, file), content);
  }
  // The files the command registers the plugin in.
  for (const file of appFiles) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await copyFile(path.join(repo, file), path.join(dir, file));
  }
  await writeNewPlugin({ root: dir, id });
}

describe('a generated plugin', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'atrium-new-plugin-')));
    await createWorkspace(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('typechecks', { timeout: toolTimeout }, async () => {
    const { code, output } = await run('typescript/bin/tsc', ['-p', 'tsconfig.json'], dir);
    expect(output).toBe('');
    expect(code).toBe(0);
  });

  it('passes lint and formatting', { timeout: toolTimeout }, async () => {
    const lint = await run('eslint/bin/eslint.js', ['--max-warnings=0', `plugins/${id}`], dir);
    expect(lint.output).toBe('');
    expect(lint.code).toBe(0);
    const format = await run('prettier/bin/prettier.cjs', ['--check', `plugins/${id}`], dir);
    expect(format.code, format.output).toBe(0);
  });

  it('passes its own tests', { timeout: toolTimeout }, async () => {
    const { code, output } = await run('vitest/vitest.mjs', ['run', `plugins/${id}`], dir);
    expect(code, output).toBe(0);
    // Its server test, its web plugin test and its page test.
    expect(output).toMatch(/Test Files +3 passed/);
  });
});
